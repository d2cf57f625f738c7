// accounts/credit/?page=&limit=: the wallet's ledger in the spec's paged REST shape
// ({code, data, pagination, message}), newest first, with the balance in `extra`.
import { credit } from '#shared/contracts/rest/accounts.ts'
import type { AppDeps } from '../../app-deps.ts'
import { toOmr } from '#shared/domain/money.ts'
import { entryNames, ledgerPage, walletOf } from '../../wallet/ledger.ts'
import { reply } from '../http.ts'
import { restRouter } from '../rest-router.ts'

export function creditRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)

  on(credit, async (c, { query, who: user }) => {
    const { page, limit } = query
    const language = c.get('language')
    const [wallet, ledger] = await Promise.all([
      walletOf(deps.db, user.id),
      ledgerPage(deps.db, user.id, limit, (page - 1) * limit),
    ])
    const pages = Math.max(1, Math.ceil(ledger.total / limit))
    return reply({
      success: true,
      code: 200,
      message: '',
      data: ledger.entries.map((entry) => {
        const names = entryNames(entry, language)
        return {
          id: entry.id,
          changed_amount: toOmr(entry.changed_amount),
          balance: toOmr(entry.balance),
          type: entry.type,
          reason: entry.reason,
          description: names.description,
          created_at: new Date(entry.created_at).toISOString(),
          gateway: entry.gateway_id
            ? {
                id: entry.gateway_id,
                name: names.gateway,
                logo: entry.gateway_logo,
              }
            : null,
        }
      }),
      pagination: {
        page,
        pages,
        count: ledger.total,
        next: page < pages ? page + 1 : null,
        previous: page > 1 ? page - 1 : null,
      },
      extra: { balance: toOmr(wallet.balance), currency: 'OMR' },
    })
  })

  return router
}
