// Helpers of the checkout's end-to-end tests: customers of their own (a wallet and a saved
// address when the test needs them), adding a product from its page, reaching the payment step,
// and reading what the backend recorded.
import type { Page } from '@playwright/test'
import { fixtureProducts } from '../../server/db/seed/demo.ts'
import { popupAlreadySeen } from './catalog-support.ts'
import { expect, type Backend } from './fixtures.ts'
import { inArabic } from './language-support.ts'

export { fixtureProducts }

export const gid = (type: string, pk: number | string) =>
  Buffer.from(`${type}:${pk}`).toString('base64')

let sequence = 0

export interface Customer {
  id: number
  phone: string
}

// Digits unlike any other spec's (they use 9686…, 9687…), unique per worker process.
export async function newCustomer(
  backend: Backend,
  options: { wallet?: number; address?: boolean; firstName?: string } = {},
): Promise<Customer> {
  sequence += 1
  const phone = `9685${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(4, '0')}`
  const db = backend.server.deps.db
  const row = await db.one<{ id: number }>(
    `insert into users (phone, first_name, last_name, city_id) values ($1, $2, 'Al Hashmi', 3)
     returning id`,
    [phone, options.firstName ?? 'Salma'],
  )
  const id = row!.id
  if (options.wallet) {
    await db.query('insert into wallets (user_id, balance) values ($1, $2)', [id, options.wallet])
  }
  if (options.address) {
    const address = await db.one<{ id: number }>(
      `insert into addresses (user_id, first_name, last_name, company_name, phone,
                              street_address_1, street_address_2, city, postal_code, country_code,
                              metadata)
       values ($1, 'Salma', 'Al Hashmi', 'Home', $2, 'Way 3021, Building 45', 'Muscat', 'bawshar',
               '133', 'OM', '{"location":"58.405000, 23.588000"}')
       returning id`,
      [id, `+${phone}`],
    )
    await db.query('update users set default_shipping_address_id = $2 where id = $1', [
      id,
      address!.id,
    ])
  }
  return { id, phone }
}

// A customer of their own signed in on `page`, the first visit's popup already seen, in Arabic
// when the test says.
export async function signedInCustomer(
  page: Page,
  backend: Backend,
  signedInAs: (page: Page, phone: string) => Promise<void>,
  options: Parameters<typeof newCustomer>[1] & { language?: 'en' | 'ar' } = {},
): Promise<Customer> {
  const customer = await newCustomer(backend, options)
  await popupAlreadySeen(page, backend)
  if (options.language === 'ar') await inArabic(page)
  await signedInAs(page, customer.phone)
  return customer
}

export function toast(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text })
}

const added = { en: 'Added to your cart.', ar: 'أُضيف إلى سلتك.' }

export async function addFromProductPage(
  page: Page,
  productId: number,
  language: 'en' | 'ar' = 'en',
): Promise<void> {
  await page.goto(`/product/${gid('Product', productId)}`)
  const button = page.getByTestId('add-to-cart')
  await expect(button).toBeEnabled()
  await button.click()
  await expect(toast(page, added[language]).last()).toBeVisible()
  await expect(button).not.toHaveAttribute('data-loading')
}

export function badge(page: Page) {
  return page.getByTestId('cart-badge')
}

const next = { en: 'Next', ar: 'التالي' }

/** From the cart to the payment step, with the customer's saved (default) address. */
export async function toPayment(page: Page, language: 'en' | 'ar' = 'en'): Promise<void> {
  await page.goto('/cart/')
  await page.getByTestId('cart-next').click()
  await expect(page).toHaveURL(/\/delivery\/$/)
  const methods = page.getByTestId('shipping-method')
  await expect(methods.first()).toBeVisible()
  await expect(methods.first()).toBeChecked()
  await page.getByRole('button', { name: next[language] }).click()
  await expect(page).toHaveURL(/\/payment\/$/)
  await expect(page.getByTestId('payment-summary')).toBeVisible()
}

/** A product added from its page, then on through the cart to the payment step. */
export async function toPaymentWith(
  page: Page,
  productId: number,
  language: 'en' | 'ar' = 'en',
): Promise<void> {
  await addFromProductPage(page, productId, language)
  await toPayment(page, language)
}

export interface RecordedOrder {
  id: number
  number: number
  total: number
  total_charged: number
  undiscounted_total: number
  subtotal: number
  shipping_price: number
  voucher_code: string | null
  metadata: Record<string, string>
  billing_address: { first_name: string; last_name: string }
}

export async function ordersOf(backend: Backend, customerId: number): Promise<RecordedOrder[]> {
  return backend.server.deps.db.query<RecordedOrder>(
    'select * from orders where user_id = $1 order by id',
    [customerId],
  )
}

export async function walletBalance(backend: Backend, customerId: number): Promise<number> {
  const row = await backend.server.deps.db.one<{ balance: number }>(
    'select balance from wallets where user_id = $1',
    [customerId],
  )
  return row?.balance ?? 0
}
