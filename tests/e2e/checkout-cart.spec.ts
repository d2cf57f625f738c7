import { popupAlreadySeen } from './catalog-support.ts'
import {
  addFromProductPage,
  badge,
  fixtureProducts,
  gid,
  signedInCustomer,
  toast,
} from './checkout-support.ts'
import { expect, test } from './fixtures.ts'

const { fixedDiscount, plain } = fixtureProducts

test.describe('the cart', () => {
  test('a visitor’s Add goes to login, and an empty cart offers to continue shopping', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await page.goto(`/product/${gid('Product', plain.id)}`)
    await page.getByTestId('add-to-cart').click()
    await expect(page).toHaveURL(/\/login\/\?redirect=/)
    await page.goto('/cart/')
    await expect(page.getByTestId('empty-state')).toContainText('Your cart is empty')
    // No Next that leads nowhere.
    await expect(page.getByTestId('cart-next')).toHaveCount(0)
    await page.getByTestId('continue-shopping').click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('add, raise, lower and delete down to empty; saved on reload', async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    await signedInCustomer(page, backend, signedInAs)

    await addFromProductPage(page, fixedDiscount.id)
    await expect(badge(page)).toHaveText('1')
    await addFromProductPage(page, plain.id)
    await addFromProductPage(page, fixedDiscount.id)
    await expect(badge(page)).toHaveText('3')

    await page.goto('/cart/')
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(2)
    const oil = lines.filter({ hasText: fixedDiscount.nameEn })
    const castrol = lines.filter({ hasText: plain.nameEn })
    await expect(oil.getByTestId('cart-line-quantity')).toHaveText('2')
    await expect(oil.getByTestId('cart-line-price')).toContainText('16.800')
    await expect(oil.getByTestId('discount-badge')).toContainText('-2.000 OMR')
    await expect(oil.getByTestId('cart-line-payable')).toHaveText('14.800 OMR')
    await expect(castrol.getByTestId('discount-badge')).toHaveCount(0)
    await expect(page.getByTestId('summary-items')).toHaveText('3')
    await expect(page.getByTestId('summary-price')).toHaveText('50.100 OMR')
    await expect(page.getByTestId('summary-discount')).toHaveText('-4.000 OMR')
    await expect(page.getByTestId('summary-tax')).toHaveCount(0)
    await expect(page.getByTestId('summary-payable')).toHaveText('46.100 OMR')

    // The saved cart shows on reload; offline it says changes wait for the network
    // (cart-offline.spec.ts changes it offline).
    await page.reload()
    await expect(lines).toHaveCount(2)
    await context.setOffline(true)
    await expect(page.getByTestId('cart-offline')).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByTestId('cart-offline')).toBeHidden()

    await castrol.getByTestId('cart-line-plus').click()
    await expect(castrol.getByTestId('cart-line-quantity')).toHaveText('2')
    await expect(badge(page)).toHaveText('4')
    await castrol.getByTestId('cart-line-minus').click()
    await expect(castrol.getByTestId('cart-line-quantity')).toHaveText('1')
    // At one, minus is a trash icon: with another line left, the line goes.
    await castrol.getByTestId('cart-line-remove').click()
    await expect(lines).toHaveCount(1)
    await oil.getByTestId('cart-line-minus').click()
    await expect(oil.getByTestId('cart-line-quantity')).toHaveText('1')
    await expect(page.getByTestId('summary-payable')).toHaveText('14.800 OMR')
    await oil.getByTestId('cart-line-remove').click()
    await expect(page.getByTestId('empty-state')).toContainText('Your cart is empty')
    await expect(page.getByTestId('cart-next')).toHaveCount(0)
    await expect(badge(page)).toHaveCount(0)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hig:session')!))
    expect(stored.checkoutId).toBeNull()

    // The next add starts a new checkout; Next then leads to delivery.
    await addFromProductPage(page, plain.id)
    await page.goto('/cart/')
    await expect(lines).toHaveCount(1)
    await page.getByTestId('cart-next').click()
    await expect(page).toHaveURL(/\/delivery\/$/)
  })

  test('in Arabic, a refused change (more than the stock) leaves the cart as it was', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, { language: 'ar' })
    await addFromProductPage(page, fixedDiscount.id, 'ar')

    // Another device takes the line up to the whole stock.
    const tokens = await backend.signIn(customer.phone)
    const row = await backend.server.deps.db.one<{ id: string }>(
      'select id from checkouts where user_id = $1',
      [customer.id],
    )
    const checkoutId = gid('Checkout', row!.id)
    const read = await backend.graphql<{
      data: { checkout: { lines: { id: string }[] } }
    }>(
      '/graphql/',
      'query($id: ID!) { checkout(id: $id) { lines { id } } }',
      { id: checkoutId },
      tokens.accessToken,
    )
    const lineId = read.data.checkout.lines[0]!.id
    await backend.graphql(
      '/graphql/',
      'mutation($id: ID!, $line: ID!) { checkoutLinesUpdate(id: $id, lines: [{ lineId: $line, quantity: 40 }]) { errors { code } } }',
      { id: checkoutId, line: lineId },
      tokens.accessToken,
    )

    await page.goto('/cart/')
    const line = page.getByTestId('cart-line')
    await expect(line.getByTestId('cart-line-name')).toContainText('موبيل')
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('40')
    await expect(page.getByRole('heading', { name: 'السلة' })).toBeVisible()
    await line.getByTestId('cart-line-plus').click()
    // The field named for people, in Arabic, and one toast.
    await expect(toast(page, 'المتبقي في المخزون 40 فقط. - الكمية')).toBeVisible()
    await expect(page.getByTestId('toast')).toHaveCount(1)
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('40')
    await expect(badge(page)).toHaveText('40')
    await expect(page.getByTestId('summary-items')).toHaveText('40')
    await expect(page.getByTestId('summary-payable')).toHaveText('592.000 OMR')
  })

  test('a checkout the server no longer has is cleared, and the next Add starts a new one', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs)
    await addFromProductPage(page, plain.id)
    const db = backend.server.deps.db
    // Completed or emptied on another device: the server has no open checkout any more.
    await db.query('delete from checkouts where user_id = $1', [customer.id])

    await page.goto('/cart/')
    await expect(toast(page, 'Your cart was completed or emptied elsewhere')).toBeVisible()
    await expect(page.getByTestId('empty-state')).toContainText('Your cart is empty')
    await expect(badge(page)).toHaveCount(0)

    await addFromProductPage(page, plain.id)
    await expect(badge(page)).toHaveText('1')
    await db.query('delete from checkouts where user_id = $1', [customer.id])
    await addFromProductPage(page, fixedDiscount.id)
    await expect(badge(page)).toHaveText('1')
    const open = await db.query('select id from checkouts where user_id = $1', [customer.id])
    expect(open).toHaveLength(1)
  })
})
