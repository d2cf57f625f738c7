// axe-core over every account screen of a signed-in customer (the demo customer, whose data has
// one of everything), in English and in Arabic, with the drawers and dialogs open: no serious
// or critical violation of WCAG 2.0, 2.1 and 2.2 A and AA (docs/decisions/150).
import { demoCustomer, demoUsers } from '../../server/db/seed/demo.ts'
import { Audit, languageNames, languages, open, printFigures, useLanguage } from './axe-support.ts'
import { gid } from './catalog-support.ts'
import { expect, test, type Backend } from './fixtures.ts'

async function idOf(backend: Backend, sql: string, values: unknown[]): Promise<string> {
  const row = await backend.server.deps.db.one<{ id: string }>(sql, values)
  return String(row!.id)
}

// The customer walk's phone (issue 18): 390 × 844; each screen is measured at 320 px too.
test.use({ viewport: { width: 390, height: 844 } })

for (const language of languages) {
  test(`axe: every account screen of a customer, ${languageNames[language]}`, async ({
    page,
    backend,
    signedInAs,
  }, testInfo) => {
    test.setTimeout(600_000)
    const audit = new Audit('customer-account', language, testInfo)
    const phone = demoUsers.customer.phone
    const bills = (rated: boolean) =>
      idOf(
        backend,
        `select b.token as id from bills b join users u on u.id = b.customer_id
        where u.phone = $1 and b.is_verified and (b.rate is not null) = $2 order by b.id limit 1`,
        [phone, rated],
      )
    const [rated, unrated] = await Promise.all([bills(true), bills(false)])
    const orderOf = async (number: number) =>
      gid(
        'Order',
        await idOf(
          backend,
          'select o.id from orders o join users u on u.id = o.user_id where u.phone = $1 and o.number = $2',
          [phone, number],
        ),
      )
    const walletOrder = await orderOf(demoCustomer.walletOrderNumber)
    const returnable = gid(
      'Order',
      await idOf(
        backend,
        `select o.id from orders o join users u on u.id = o.user_id
        where u.phone = $1 and o.status = 'FULFILLED' order by o.created_at desc limit 1`,
        [phone],
      ),
    )
    const typeId = await idOf(
      backend,
      `select t.id from service_center_types t join service_centers c on c.type_id = t.id
      join users u on u.city_id = c.city_id where u.phone = $1 order by t.id limit 1`,
      [phone],
    )
    await signedInAs(page, phone)
    await page.goto('/terms-and-policy/')
    await useLanguage(page, language)
    const s = (name: string, reach: () => Promise<void>, dialog = false) =>
      audit.screen(page, `${name} [${language}]`, reach, { dialog })
    await s('profile', () => open(page, '/profile/', page.getByTestId('profile-name')))
    await s('profile edit', () => open(page, '/profile/edit/', page.getByTestId('first-name')))
    await s(
      'side menu',
      () => audit.openDialog(page, page.getByRole('button', { name: /^(Menu|القائمة)$/ })),
      true,
    )
    await s('cars', async () => {
      await audit.closeDialog(page)
      await open(page, '/mycars/', page.getByTestId('car-item'))
    })
    await s('car form', () => audit.openDialog(page, page.getByTestId('car-add')), true)
    await s('delete car', () => audit.nextDialog(page, page.getByTestId('car-delete')), true)
    await s('addresses', async () => {
      await audit.closeDialog(page)
      await open(page, '/address/a/', page.getByTestId('address-card'))
    })
    await s(
      'address map',
      () => audit.openDialog(page, page.getByTestId('address-card').getByRole('button').first()),
      true,
    )
    await s(
      'delete address',
      () => audit.nextDialog(page, page.getByTestId('address-card').getByRole('button').nth(1)),
      true,
    )
    await s('orders', async () => {
      await audit.closeDialog(page)
      await open(page, '/my-orders/', page.getByTestId('order-card'))
    })
    await s('orders (/orders/)', () => open(page, '/orders/', page.getByTestId('order-card')))
    await s('order', () => open(page, `/my-order/${walletOrder}`, page.getByTestId('order-line')))
    await s('order (/order/)', () =>
      open(page, `/order/${walletOrder}/`, page.getByTestId('order-line')),
    )
    await s('returnable order', () =>
      open(page, `/my-order/${returnable}`, page.getByTestId('return-open')),
    )
    await s('return drawer', () => audit.openDialog(page, page.getByTestId('return-open')), true)
    await s('wallet', async () => {
      await audit.closeDialog(page)
      await open(page, '/wallet/', page.getByTestId('wallet-transaction'))
    })
    await s(
      'add funds',
      () => audit.openDialog(page, page.getByRole('button', { name: /^(Add funds|شحن الرصيد)$/ })),
      true,
    )
    await s('credit', async () => {
      await audit.closeDialog(page)
      await open(page, '/credit/', page.getByTestId('wallet-transaction'))
    })
    await s('cards', () => open(page, '/my-cards/', page.getByTestId('payment-method')))
    await s('invoices', () => open(page, '/invoices/', page.getByTestId('invoice-item')))
    await s('bills', () => open(page, '/factors/', page.getByTestId('bill-item')))
    await s('bill to rate', () => open(page, `/p/${unrated}/`, page.getByTestId('rating-submit')))
    await s('rated bill', () => open(page, `/p/${rated}/`, page.getByTestId('rated-bill')))
    await s('notifications', () =>
      open(page, '/notifications', page.getByTestId('notification-item')),
    )
    await s(
      'notification',
      () => audit.openDialog(page, page.getByTestId('notification-item')),
      true,
    )
    await s('center types', async () => {
      await audit.closeDialog(page)
      await open(page, '/service-center/', page.getByTestId('center-types').getByRole('link'))
    })
    await s('centers', () =>
      open(page, `/service-center/list/${typeId}/`, page.getByTestId('center-item')),
    )
    printFigures(audit)
    expect(audit.unreachable).toEqual([])
    expect(audit.findings).toEqual([])
    expect(audit.layout).toEqual([])
    expect(audit.focus).toEqual([])
  })
}
