// A network that claims to be up and answers nothing (issue 41, decision 290): a change made
// online whose call the server holds without a word. The line soon says it is waiting for the
// answer rather than spinning; the call is given up (SEND_TIMEOUT_MS, 15 s) and the change kept
// on the device, the line saying the server did not answer, the sender trying again in its
// turn; when the server answers again, the change lands once. In Arabic, where these words are
// new. Real time: the page's clock is the product's own.
import { expect, test } from './fixtures.ts'
import { badge } from './checkout-support.ts'
import {
  addOnPage,
  cartOnServer,
  changesOnDevice,
  clearFaults,
  graphqlFault,
  seedProducts,
  customerWithCatalog,
} from './cart-offline-support.ts'

test.use({ serviceWorkers: 'allow' })

test.afterEach(async ({ backend }) => clearFaults(backend))

test('a server that never answers a change: the line says so (Arabic), keeps it, and it lands once when the server answers', async ({
  page,
  backend,
  signedInAs,
}) => {
  const customer = await customerWithCatalog(page, backend, signedInAs, { language: 'ar' })
  const [product] = await seedProducts(backend, 27, 1)
  const variant = product!.variantId
  await addOnPage(page, product!)
  await expect.poll(() => cartOnServer(backend, customer)).toEqual([{ [variant]: 1 }])
  await page.goto('/cart/')
  const line = page.getByTestId('cart-line')
  await expect(line).toHaveAttribute('data-state', 'confirmed')

  // From now on the server takes every change of a line and never answers it.
  await graphqlFault(backend, { mode: 'silent', operation: 'CheckoutLinesUpdate', times: 1000 })
  await line.getByTestId('cart-line-plus').click()
  const state = line.getByTestId('cart-line-state')
  await expect(state).toHaveAttribute('data-state', 'slow')
  await expect(state).toHaveText('بانتظار ردّ الخادم…')
  await expect(line.getByRole('progressbar')).toHaveCount(0)

  // Given up: the change is kept on the device, shown, counted, and the line says why.
  await expect(state).toContainText('لم يُثبَّت بعد: لم يستجب الخادم.', { timeout: 30_000 })
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('2')
  await expect(badge(page)).toHaveText('2')
  expect(await changesOnDevice(page)).toMatchObject([{ quantity: 2, lastStatus: 0 }])
  expect(await cartOnServer(backend, customer)).toEqual([{ [variant]: 1 }])

  // The server answers again (the request it holds now is cut): the change lands, once.
  await clearFaults(backend)
  await expect(line).toHaveAttribute('data-state', 'confirmed', { timeout: 30_000 })
  await expect(state).toHaveCount(0)
  expect(await changesOnDevice(page)).toEqual([])
  expect(await cartOnServer(backend, customer)).toEqual([{ [variant]: 2 }])
  await page.reload()
  await expect(line.getByTestId('cart-line-quantity')).toHaveText('2')
  await expect(badge(page)).toHaveText('2')
  expect(await cartOnServer(backend, customer)).toEqual([{ [variant]: 2 }])
})
