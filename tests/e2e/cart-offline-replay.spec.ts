// Confirmed exactly once (issue 41, decision 290): the changes made offline reach the server's
// checkout once, whatever happens on the way back: a 503 and an answer lost after the server
// did the work in the middle of the replay, two tabs editing at once, a reload, the app closed
// before the network returns.
import { expect, test } from './fixtures.ts'
import { addFromProductPage, badge, fixtureProducts } from './checkout-support.ts'
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

const { plain } = fixtureProducts

test.afterEach(async ({ backend }) => clearFaults(backend))

test('a 503 and a lost answer in the middle of the replay still give each line once', async ({
  page,
  context,
  backend,
  signedInAs,
}) => {
  const customer = await customerWithCatalog(page, backend, signedInAs)
  const [first, second] = await seedProducts(backend, 2, 2)
  await addFromProductPage(page, plain.id)

  await context.setOffline(true)
  await addOnPage(page, first!)
  await addOnPage(page, second!)
  await addOnPage(page, second!)
  await page.goto('/cart/')
  const lines = page.getByTestId('cart-line')
  await lines.filter({ hasText: plain.nameEn }).getByTestId('cart-line-plus').click()
  await expect(badge(page)).toHaveText('5')

  // Every change goes in one update: it fails twice with a 503, then reaches the server, which
  // does the work, and its answer is lost.
  await graphqlFault(backend, {
    mode: 'status',
    status: 503,
    times: 2,
    operation: 'CheckoutLinesUpdate',
  })
  await graphqlFault(backend, { mode: 'drop-after-commit', operation: 'CheckoutLinesUpdate' })
  await context.setOffline(false)
  await expect(
    lines.filter({ hasText: plain.nameEn }).getByTestId('cart-line-state'),
  ).toContainText('the server could not take it')
  await expect(lines.and(page.locator('[data-state="confirmed"]'))).toHaveCount(3, {
    timeout: 20_000,
  })
  expect(await changesOnDevice(page)).toEqual([])
  expect(await cartOnServer(backend, customer)).toEqual([
    { [plain.id]: 2, [first!.variantId]: 1, [second!.variantId]: 2 },
  ])
  await expect(badge(page)).toHaveText('5')

  // Reloaded, sent again by nobody: the server's lines stay as they are.
  await page.reload()
  await expect(lines).toHaveCount(3)
  expect(await cartOnServer(backend, customer)).toEqual([
    { [plain.id]: 2, [first!.variantId]: 1, [second!.variantId]: 2 },
  ])
})

test('two tabs editing offline: every step of both counts, and the server gets them once', async ({
  page,
  context,
  backend,
  signedInAs,
}) => {
  const customer = await customerWithCatalog(page, backend, signedInAs)
  const [first, second] = await seedProducts(backend, 4, 2)
  const other = await context.newPage()
  await other.goto('/')

  await context.setOffline(true)
  await addOnPage(page, first!)
  await addOnPage(other, first!)
  await addOnPage(other, second!)
  await expect(badge(page)).toHaveText('3')
  await expect(badge(other)).toHaveText('3')
  await page.goto('/cart/')
  await other.goto('/cart/')
  const inFirst = page.getByTestId('cart-line').filter({ hasText: first!.name })
  const inOther = other.getByTestId('cart-line').filter({ hasText: first!.name })
  await expect(inOther.getByTestId('cart-line-quantity')).toHaveText('2')
  await inFirst.getByTestId('cart-line-plus').click()
  await expect(inOther.getByTestId('cart-line-quantity')).toHaveText('3')

  await context.setOffline(false)
  for (const tab of [page, other]) {
    await expect(
      tab.getByTestId('cart-line').and(tab.locator('[data-state="confirmed"]')),
    ).toHaveCount(2)
    await expect(badge(tab)).toHaveText('4')
  }
  expect(await cartOnServer(backend, customer)).toEqual([
    { [first!.variantId]: 3, [second!.variantId]: 1 },
  ])
})

test('the app closed before the network returns: the next start sends the changes, once', async ({
  page,
  context,
  backend,
  signedInAs,
}) => {
  const customer = await customerWithCatalog(page, backend, signedInAs)
  const [first] = await seedProducts(backend, 6, 1)

  await context.setOffline(true)
  await addOnPage(page, first!)
  await addOnPage(page, first!)
  await expect(badge(page)).toHaveText('2')
  await page.close()
  await context.setOffline(false)
  expect(await cartOnServer(backend, customer)).toEqual([])

  // Opened again on any screen: the changes leave at start, and the badge follows the server.
  const again = await context.newPage()
  await again.goto('/search')
  await expect.poll(() => cartOnServer(backend, customer)).toEqual([{ [first!.variantId]: 2 }])
  await expect.poll(() => changesOnDevice(again)).toEqual([])
  await expect(badge(again)).toHaveText('2')
  await again.goto('/cart/')
  await expect(again.getByTestId('cart-line')).toHaveCount(1)
  await expect(again.getByTestId('cart-line-state')).toHaveCount(0)
})
