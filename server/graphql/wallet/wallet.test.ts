import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, testApp, tokenFor } from '../../test-support.ts'
import { recordWalletChange } from '../../wallet/ledger.ts'

const ledger = `query($first: Int!, $offset: Int!) {
  wallet { balance currency }
  walletTransactions(first: $first, offset: $offset) {
    totalCount items { id changedAmount balance type description createdAt paymentGateway { id name logo } } } }`

interface LedgerAnswer {
  wallet: { balance: number; currency: string }
  walletTransactions: {
    totalCount: number
    items: {
      id: string
      changedAmount: number
      balance: number
      type: string
      description: string
      paymentGateway: { id: string; name: string; logo: string | null } | null
    }[]
  }
}

describe('the wallet endpoint and accounts/credit/', () => {
  let t: Awaited<ReturnType<typeof testApp>>
  let token: string
  let other: string

  beforeAll(async () => {
    t = await testApp()
    await t.deps.db
      .exec(`insert into payment_gateways (id, name, name_ar, logo_url, wallet_chargeable, sort) values
      ('dev-card', 'Bank card', 'بطاقة بنكية', '/media/gateways/dev-card.svg', true, 1),
      ('WALLET', 'Wallet', 'المحفظة', null, false, 3)`)
    const userId = await createUser(t.deps, '96890010001')
    token = await tokenFor(t.deps, userId)
    other = await tokenFor(t.deps, await createUser(t.deps, '96890010002'))
    // 25 changes: 20 top-ups of 2.500 OMR, then 5 payments of 1.250 OMR.
    for (let i = 0; i < 25; i++) {
      const topUp = i < 20
      await recordWalletChange(t.deps.db, {
        userId,
        amount: topUp ? 2_500 : -1_250,
        type: topUp ? 'CHARGE' : 'PAYMENT',
        reason: topUp ? 'charge' : 'service',
        descriptionEn: topUp ? `Top-up ${i + 1}` : `Payment ${i - 19}`,
        descriptionAr: topUp ? `شحن ${i + 1}` : `دفعة ${i - 19}`,
        gatewayId: topUp ? 'dev-card' : 'WALLET',
      })
    }
  })

  it('pages the ledger newest first, with the balance after each change', async () => {
    const first = await t.graphql<LedgerAnswer>(
      '/graphql/wallet/',
      ledger,
      { first: 20, offset: 0 },
      token,
    )
    expect(first.body.data.wallet).toEqual({ balance: 43.75, currency: 'OMR' })
    const page = first.body.data.walletTransactions
    expect(page.totalCount).toBe(25)
    expect(page.items).toHaveLength(20)
    expect(page.items[0]).toMatchObject({
      changedAmount: -1.25,
      balance: 43.75,
      type: 'PAYMENT',
      description: 'Payment 5',
      paymentGateway: { id: 'WALLET', name: 'Wallet', logo: null },
    })
    const second = await t.graphql<LedgerAnswer>(
      '/graphql/wallet/',
      ledger,
      { first: 20, offset: 20 },
      token,
    )
    const rest = second.body.data.walletTransactions.items
    expect(rest.map((item) => item.description)).toEqual([
      'Top-up 5',
      'Top-up 4',
      'Top-up 3',
      'Top-up 2',
      'Top-up 1',
    ])
    expect(rest.at(-1)?.paymentGateway).toEqual({
      id: 'dev-card',
      name: 'Bank card',
      logo: 'http://localhost/media/gateways/dev-card.svg',
    })
  })

  it('shows nobody else’s ledger, and refuses visitors and silly pages', async () => {
    const theirs = await t.graphql<LedgerAnswer>(
      '/graphql/wallet/',
      ledger,
      { first: 20, offset: 0 },
      other,
    )
    expect(theirs.body.data.walletTransactions).toEqual({ totalCount: 0, items: [] })
    expect(theirs.body.data.wallet.balance).toBe(0)
    const visitor = await t.graphql('/graphql/wallet/', ledger, { first: 20, offset: 0 })
    expect(visitor.body.errors?.[0]?.extensions?.exception?.code).toBe('PermissionDenied')
    const huge = await t.graphql('/graphql/wallet/', ledger, { first: 1000, offset: 0 }, token)
    expect(huge.body.errors).toBeDefined()
  })

  it('lists the gateways a wallet can be charged with', async () => {
    const { body } = await t.graphql<{ chargeWalletAvailableGateways: { id: string }[] }>(
      '/graphql/wallet/',
      '{ chargeWalletAvailableGateways { id name logo } }',
      {},
      token,
    )
    expect(body.data.chargeWalletAvailableGateways).toEqual([
      { id: 'dev-card', name: 'Bank card', logo: 'http://localhost/media/gateways/dev-card.svg' },
    ])
  })

  it('serves the same ledger as REST pages (page, limit)', async () => {
    const first = await t.rest<{
      data: { changed_amount: number; description: string }[]
      pagination: { page: number; pages: number; count: number; next: number | null }
      extra: { balance: number }
    }>('GET', 'accounts/credit/?page=2&limit=10', { token })
    expect(first.status).toBe(200)
    expect(first.body.pagination).toMatchObject({ page: 2, pages: 3, count: 25, next: 3 })
    expect(first.body.data).toHaveLength(10)
    expect(first.body.data[0]?.description).toBe('Top-up 15')
    expect(first.body.extra.balance).toBe(43.75)
    expect((await t.rest('GET', 'accounts/credit/')).status).toBe(401)
    expect((await t.rest('GET', 'accounts/credit/?limit=500', { token })).status).toBe(400)
  })
})
