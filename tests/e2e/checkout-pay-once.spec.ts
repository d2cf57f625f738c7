// Paying never charges twice from the app (docs/decisions/151): a double tap on Pay, and Pay
// again after a reload when the first answer never arrived, make one gateway transaction.
import type { Page } from '@playwright/test'
import { fixtureProducts, signedInCustomer, toPaymentWith } from './checkout-support.ts'
import { expect, test, type Backend } from './fixtures.ts'

const isInitialize = (body: string | null) => Boolean(body?.includes('transactionInitialize'))

async function transactionsOf(backend: Backend, userId: number) {
  return backend.server.deps.db.query<{ psp_reference: string; idempotency_key: string | null }>(
    `select psp_reference, idempotency_key from transactions
      where user_id = $1 and checkout_id is not null order by created_at`,
    [userId],
  )
}

async function payByCard(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Bank card' }).click()
  await expect(page.getByTestId('pay')).toBeEnabled()
}

test.describe('paying once', () => {
  test('a double tap on Pay opens one gateway payment', async ({ page, backend, signedInAs }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, { address: true })
    await toPaymentWith(page, fixtureProducts.plain.id)
    await payByCard(page)
    await page.getByTestId('pay').dblclick()
    await expect(page).toHaveURL(/\/gateway\/DEV-/)
    const made = await transactionsOf(backend, customer.id)
    expect(made).toHaveLength(1)
    expect(page.url()).toContain(made[0]!.psp_reference)
    expect(made[0]!.idempotency_key).toBeTruthy()
  })

  test('Pay again after a reload, the first answer lost, reuses the payment already made', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, { address: true })
    await toPaymentWith(page, fixtureProducts.plain.id)
    await payByCard(page)
    // The first request reaches the real backend, which makes the transaction; its answer is
    // lost on the way back, as on a dropped mobile connection.
    let reached!: () => void
    const firstReached = new Promise<void>((resolve) => (reached = resolve))
    let lost = false
    await page.route(
      (url) => url.pathname.startsWith('/graphql'),
      async (route) => {
        if (lost || !isInitialize(route.request().postData())) return route.continue()
        lost = true
        await route.fetch()
        reached()
        await route.abort('internetdisconnected')
      },
    )
    await page.getByTestId('pay').click()
    await firstReached
    const first = await transactionsOf(backend, customer.id)
    expect(first).toHaveLength(1)
    await expect(page).toHaveURL(/\/payment\/$/)
    await expect(page.getByTestId('pay')).toBeEnabled()

    await page.reload()
    await expect(page.getByTestId('payment-summary')).toBeVisible()
    await payByCard(page)
    await page.getByTestId('pay').click()
    await expect(page).toHaveURL(new RegExp(`/gateway/${first[0]!.psp_reference}`))
    expect(await transactionsOf(backend, customer.id)).toEqual(first)
  })
})
