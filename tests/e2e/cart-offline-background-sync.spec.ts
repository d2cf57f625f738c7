// The service worker's Background Sync sends the cart (issue 41 point 2, decision 290): changes
// kept offline in one tab, which then closes; another tab of the app stays open on a screen
// opened with nothing to send, so the cart's sender never loaded in it: neither the `online`
// event nor a timer of its own sends the changes. The sync, fired as the browser fires it when
// the network returns (registered when the changes were kept offline), has the worker ask that
// page to send: the server gets each line once, and a second sync changes nothing.
import { expect, test } from './fixtures.ts'
import { badge } from './checkout-support.ts'
import { backgroundSyncFirer } from './background-sync.ts'
import { CART_SYNC_TAG } from '../../shared/protocols/cart-sync.ts'
import {
  addOnPage,
  cartOnServer,
  changesOnDevice,
  seedProducts,
  customerWithCatalog,
} from './cart-offline-support.ts'

test.use({ serviceWorkers: 'allow' })

test('Background Sync gets the changes made offline sent once, by an open page that was not sending them', async ({
  page,
  context,
  backend,
  signedInAs,
}) => {
  const customer = await customerWithCatalog(page, backend, signedInAs)
  const [first, second] = await seedProducts(backend, 25, 2)
  const sync = await backgroundSyncFirer(context, new URL(backend.url).origin, CART_SYNC_TAG)
  // The quiet tab: opened with nothing to send.
  await page.goto('/search')

  const shop = await context.newPage()
  await shop.goto('/')
  await context.setOffline(true)
  await addOnPage(shop, first!)
  await addOnPage(shop, first!)
  await addOnPage(shop, second!)
  await expect(badge(shop)).toHaveText('3')
  await shop.close()
  await expect(badge(page)).toHaveText('3')

  await context.setOffline(false)
  await page.waitForFunction(() => navigator.onLine)
  // The page saw the network return, and sent nothing by itself.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  expect(await cartOnServer(backend, customer)).toEqual([])
  expect((await changesOnDevice(page)).map((change) => change.status)).toEqual([
    'waiting',
    'waiting',
  ])

  await sync.fire()
  const wanted = [{ [first!.variantId]: 2, [second!.variantId]: 1 }]
  await expect.poll(() => cartOnServer(backend, customer)).toEqual(wanted)
  await expect.poll(() => changesOnDevice(page)).toEqual([])
  await expect(badge(page)).toHaveText('3')

  // Fired again (the browser may: a sync it thinks failed), it sends nothing twice.
  await sync.fire()
  await page.goto('/cart/')
  await expect(
    page.getByTestId('cart-line').and(page.locator('[data-state="confirmed"]')),
  ).toHaveCount(2)
  expect(await cartOnServer(backend, customer)).toEqual(wanted)
})
