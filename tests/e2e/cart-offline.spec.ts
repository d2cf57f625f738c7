// The cart offline (issue 41, decision 290): Add on products never opened online, plus, minus
// and remove work with no network, the lines show as waiting, the badge counts them, and when
// the network returns the server's checkout holds exactly what the person wanted.
import { expect, test } from './fixtures.ts'
import { addFromProductPage, badge, fixtureProducts, toast } from './checkout-support.ts'
import {
  addOnPage,
  cartOnServer,
  changeListing,
  changesOnDevice,
  seedProducts,
  customerWithCatalog,
} from './cart-offline-support.ts'

// The service worker is what lets the app open offline (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const { plain } = fixtureProducts
const plainVariant = plain.id

test('offline adds, plus, minus and remove are kept, shown as waiting and confirmed once back online', async ({
  page,
  context,
  backend,
  signedInAs,
}) => {
  const customer = await customerWithCatalog(page, backend, signedInAs)
  const [first, second] = await seedProducts(backend, 0, 2)
  // One line the server already has.
  await addFromProductPage(page, plain.id)
  await expect(badge(page)).toHaveText('1')

  await context.setOffline(true)
  // Products never opened online, from the saved catalog.
  await addOnPage(page, first!)
  await expect(toast(page, 'It will be confirmed when you are back online')).toBeVisible()
  await expect(badge(page)).toHaveText('2')
  await addOnPage(page, second!)
  await addOnPage(page, second!)
  await expect(badge(page)).toHaveText('4')

  await page.goto('/cart/')
  await expect(page.getByTestId('cart-offline')).toBeVisible()
  const lines = page.getByTestId('cart-line')
  await expect(lines).toHaveCount(3)
  const castrol = lines.filter({ hasText: plain.nameEn })
  const one = lines.filter({ hasText: first!.name })
  const two = lines.filter({ hasText: second!.name })
  await expect(castrol).toHaveAttribute('data-state', 'confirmed')
  await expect(one.getByTestId('cart-line-state')).toHaveText(
    'Not confirmed yet: waiting for a connection.',
  )
  await expect(two.getByTestId('cart-line-quantity')).toHaveText('2')
  await castrol.getByTestId('cart-line-plus').click()
  await expect(castrol.getByTestId('cart-line-quantity')).toHaveText('2')
  await expect(castrol.getByTestId('cart-line-state')).toBeVisible()
  await two.getByTestId('cart-line-minus').click()
  await expect(two.getByTestId('cart-line-quantity')).toHaveText('1')
  await one.getByTestId('cart-line-remove').click()
  await expect(lines).toHaveCount(2)
  await expect(badge(page)).toHaveText('3')
  await expect(page.getByTestId('summary-items')).toHaveText('3')
  await expect(page.getByTestId('summary-estimate')).toBeVisible()
  expect(await cartOnServer(backend, customer)).toEqual([{ [plainVariant]: 1 }])

  // Next offline keeps the cart and says why.
  await page.getByTestId('cart-next').click()
  await expect(page.getByTestId('cart-next-held')).toHaveAttribute('data-held', 'offline')
  await expect(page).toHaveURL(/\/cart\/$/)

  await context.setOffline(false)
  await expect(lines.and(page.locator('[data-state="confirmed"]'))).toHaveCount(2)
  await expect(page.getByTestId('cart-line-state')).toHaveCount(0)
  expect(await changesOnDevice(page)).toEqual([])
  expect(await cartOnServer(backend, customer)).toEqual([
    { [plainVariant]: 2, [second!.variantId]: 1 },
  ])
  await expect(badge(page)).toHaveText('3')
  await expect(page.getByTestId('summary-estimate')).toHaveCount(0)

  await page.getByTestId('cart-next').click()
  await expect(page).toHaveURL(/\/delivery\/$/)
})

test('offline, Add and plus stop at the stock last known, and say so', async ({
  page,
  context,
  backend,
  signedInAs,
}) => {
  const [scarce] = await seedProducts(backend, 20, 1)
  // The device saves the catalog while only two are left.
  const restore = await changeListing(backend, scarce!, { quantity: 2 })
  try {
    const customer = await customerWithCatalog(page, backend, signedInAs)
    await context.setOffline(true)
    await addOnPage(page, scarce!)
    await addOnPage(page, scarce!)
    await expect(badge(page)).toHaveText('2')
    await page.getByTestId('add-to-cart').click()
    await expect(toast(page, 'Only 2 left in stock.')).toBeVisible()
    await page.goto('/cart/')
    const line = page.getByTestId('cart-line')
    await line.getByTestId('cart-line-plus').click()
    await expect(toast(page, 'Only 2 left in stock.').last()).toBeVisible()
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('2')
    await expect(badge(page)).toHaveText('2')
    expect(await changesOnDevice(page)).toMatchObject([{ quantity: 2 }])

    await context.setOffline(false)
    await expect(line).toHaveAttribute('data-state', 'confirmed')
    expect(await cartOnServer(backend, customer)).toEqual([{ [scarce!.variantId]: 2 }])
  } finally {
    await restore()
  }
})
