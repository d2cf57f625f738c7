import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, testApp, tokenFor } from '../test-support.ts'
import { recordWalletChange } from '../wallet/ledger.ts'
import { createTransaction, findTransaction, succeededCheckoutPayments } from './index.ts'

const charge = `mutation($amount: Float!, $gateway: String!, $host: String!) {
  chargeWallet(amount: $amount, gatewayId: $gateway, callbackHost: $host) {
    result { hasNavigation success message url } } }`

interface ChargeAnswer {
  chargeWallet: {
    result: { hasNavigation: boolean; success: boolean; message: string | null; url: string | null }
  }
}

describe('the development gateway', () => {
  let t: Awaited<ReturnType<typeof testApp>>
  let userId: number
  let token: string

  beforeAll(async () => {
    t = await testApp()
    await t.deps.db
      .exec(`insert into payment_gateways (id, name, name_ar, logo_url, wallet_chargeable, sort) values
      ('dev-card', 'Bank card', 'بطاقة بنكية', '/media/gateways/dev-card.svg', true, 1),
      ('no-wallet', 'Cash', 'نقدًا', null, false, 2),
      ('WALLET', 'Wallet', 'المحفظة', null, false, 3)`)
    userId = await createUser(t.deps, '96890009001')
    token = await tokenFor(t.deps, userId)
    await recordWalletChange(t.deps.db, {
      userId,
      amount: 5_000,
      type: 'CHARGE',
      reason: 'opening',
      descriptionEn: 'Opening',
      descriptionAr: 'افتتاح',
    })
  })

  const balance = async () =>
    (await t.deps.db.one<{ balance: number }>('select balance from wallets where user_id = $1', [
      userId,
    ]))!.balance
  const ledgerCount = async () =>
    (await t.deps.db.one<{ n: number }>(
      'select count(*)::int as n from wallet_transactions t join wallets w on w.id = t.wallet_id where w.user_id = $1',
      [userId],
    ))!.n
  const startCharge = async (amount: number, host = 'http://localhost') => {
    const { body } = await t.graphql<ChargeAnswer>(
      '/graphql/wallet/',
      charge,
      { amount, gateway: 'dev-card', host },
      token,
    )
    return body.data.chargeWallet.result
  }
  const press = (url: string, button: string) =>
    t.app.request(`${new URL(url).pathname}/${button}?lang=en`, { method: 'POST' })

  it('tops the wallet up once, however often Pay is posted', async () => {
    const result = await startCharge(20)
    expect(result).toMatchObject({ success: true, hasNavigation: true, message: null })
    const url = new URL(result.url!)
    expect(url.origin).toBe('http://localhost')
    expect(url.pathname).toMatch(/^\/gateway\/DEV-/)

    const page = await t.app.request(url.pathname + url.search)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('20.000 OMR')
    expect(html).toContain('Wallet top-up')

    const before = { balance: await balance(), rows: await ledgerCount() }
    const answers = await Promise.all([press(result.url!, 'pay'), press(result.url!, 'pay')])
    const again = await press(result.url!, 'pay')
    for (const answer of [...answers, again]) {
      expect(answer.status).toBe(303)
      const location = new URL(answer.headers.get('location')!)
      expect(location.origin + location.pathname).toBe('http://localhost/payment/done')
      expect(location.searchParams.get('is_wallet_charge')).toBe('true')
      expect(location.searchParams.get('psp_reference')).toBe(url.pathname.split('/')[2])
    }
    expect(await balance()).toBe(before.balance + 20_000)
    expect(await ledgerCount()).toBe(before.rows + 1)
    const settled = await t.app.request(url.pathname + '?lang=ar')
    expect(await settled.text()).toContain('تم إتمام هذه الدفعة.')
  })

  it('leaves the balance as it was on Fail and Cancel, and they settle for good', async () => {
    const before = await balance()
    for (const [button, page] of [
      ['fail', '/payment/error'],
      ['cancel', '/payment/cancel'],
    ] as const) {
      const result = await startCharge(10)
      const answer = await press(result.url!, button)
      expect(new URL(answer.headers.get('location')!).pathname).toBe(page)
      const late = await press(result.url!, 'pay')
      expect(new URL(late.headers.get('location')!).pathname).toBe(page)
    }
    expect(await balance()).toBe(before)
  })

  it('refuses a stranger’s callback host, a bad amount and a gateway that cannot charge', async () => {
    expect(await startCharge(10, 'https://evil.example')).toMatchObject({
      success: false,
      hasNavigation: false,
      url: null,
      message: 'The payment cannot return to this address.',
    })
    for (const amount of [0, -5, 10.0005, 1e9]) {
      expect((await startCharge(amount)).success).toBe(false)
    }
  })

  it('takes exactly the gateway’s limits, 0.100 to 9,999.000 OMR, to the baisa', async () => {
    for (const amount of [0.001, 0.099, 9999.001, 10000]) {
      const result = await startCharge(amount)
      expect(result).toMatchObject({ success: false, url: null })
      expect(result.message).toBe(
        'Enter an amount from \u20660.100 OMR\u2069 to \u20669,999.000 OMR\u2069, with at most three decimals.',
      )
    }
    for (const [amount, baisa] of [
      [0.1, 100],
      [5.5, 5_500],
      [9999, 9_999_000],
    ] as const) {
      const result = await startCharge(amount)
      expect(result.success).toBe(true)
      const psp = decodeURIComponent(new URL(result.url!).pathname.split('/').pop()!)
      const row = await t.deps.db.one<{ amount: number }>(
        'select amount from transactions where psp_reference = $1',
        [psp],
      )
      expect(row?.amount).toBe(baisa)
    }
    for (const gateway of ['no-wallet', 'WALLET', 'missing']) {
      const { body } = await t.graphql<ChargeAnswer>(
        '/graphql/wallet/',
        charge,
        { amount: 10, gateway, host: 'http://localhost' },
        token,
      )
      expect(body.data.chargeWallet.result).toMatchObject({ success: false, url: null })
    }
  })

  it('never redirects to a host it does not trust, even one forged at creation', async () => {
    const forged = await t.app.request('/graphql/wallet/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-forwarded-host': 'evil.example',
      },
      body: JSON.stringify({
        query: charge,
        variables: { amount: 10, gateway: 'dev-card', host: 'http://evil.example' },
      }),
    })
    const result = ((await forged.json()) as { data: ChargeAnswer }).data.chargeWallet.result
    const path = new URL(result.url!).pathname
    const page = await t.app.request(path)
    expect(page.status).toBe(400)
    const pressed = await t.app.request(`${path}/pay`, { method: 'POST' })
    expect(pressed.status).toBe(400)
    expect(pressed.headers.get('location')).toBeNull()
    expect((await findTransaction(t.deps.db, path.split('/')[2]!))?.status).toBe('pending')
  })

  it('returns a checkout payment to the result page and records it as paid', async () => {
    const checkoutId = '6f1c7e0e-3c39-4b7e-9a53-3a0a9f1b2c3d'
    const transaction = await createTransaction(t.deps.db, {
      kind: 'checkout',
      userId,
      checkoutId,
      gatewayId: 'dev-card',
      amount: 12_345,
      callbackHost: 'http://localhost',
    })
    expect(await succeededCheckoutPayments(t.deps.db, checkoutId)).toEqual([])
    const walletBefore = await balance()
    const answer = await t.app.request(`/gateway/${transaction.pspReference}/pay`, {
      method: 'POST',
    })
    const location = new URL(answer.headers.get('location')!)
    expect(location.pathname).toBe('/payment/result')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      redirect_status: 'succeeded',
      checkout_id: checkoutId,
      psp_reference: transaction.pspReference,
    })
    const paid = await succeededCheckoutPayments(t.deps.db, checkoutId)
    expect(paid.map((p) => p.amount)).toEqual([12_345])
    // A checkout's payment is the checkout's: the wallet does not move.
    expect(await balance()).toBe(walletBefore)
  })

  it('shows a page that does not exist as such', async () => {
    const page = await t.app.request('/gateway/DEV-unknown?lang=ar')
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('هذه الدفعة غير موجودة.')
  })
})
