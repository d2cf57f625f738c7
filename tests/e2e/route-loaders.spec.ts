// Data known to the router (decision 281): a page's route starts its data with its code, through
// the query its screen reads, so the screen finds the answer coming and asks nothing more.
import { expect } from './fixtures.ts'
import { test } from './account-support.ts'
import { categoryId, categoryUrl, gid, popupAlreadySeen } from './catalog-support.ts'
import { holdCode, recordAsked, routeChunk } from './route-loader-support.ts'

test.describe('a page’s loader', () => {
  test('asks for the page’s data while its code is on its way, and only once', async ({
    page,
    customerSignedIn,
  }) => {
    await customerSignedIn()
    await page.goto('/profile/')
    await expect(page.getByTestId('link-cars')).toBeVisible()
    // The cars page's code is held back until its data has been asked for.
    let codeAnswered = false
    let releaseCode = () => {}
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve))
    await page.route(/\/assets\/mycars-[\w-]+\.js$/, async (route) => {
      await codeHeld
      codeAnswered = true
      await route.continue()
    })
    const carsAsked: boolean[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/user-car/')) carsAsked.push(codeAnswered)
    })
    await page.getByTestId('link-cars').click()
    await expect.poll(() => carsAsked.length).toBe(1)
    expect(carsAsked[0]).toBe(false)
    releaseCode()
    await expect(page.getByTestId('empty-state')).toContainText('You have no cars yet.')
    expect(carsAsked).toEqual([false])
  })
})

test.describe('the catalog’s loaders', () => {
  test('a category: its first page for the address’s filters, its filters and the tree, once each', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await page.goto('/')
    const link = page.getByTestId('category-bar').locator('a[href*="cat="]').first()
    await expect(link).toBeVisible()
    const cat = new URL((await link.getAttribute('href'))!, backend.url).searchParams.get('cat')
    const code = await holdCode(page, routeChunk('category'))
    await link.click()
    await expect.poll(() => code.when('Products')).toEqual([false])
    await expect.poll(() => code.when('CategoryAttributes')).toEqual([false])
    await expect.poll(() => code.when('Categories')).toEqual([false])
    expect(code.asked('Products')[0]!.variables).toMatchObject({
      filter: { categories: [cat] },
      sortBy: { field: 'RATING', direction: 'ASC' },
      first: 100,
    })
    code.release()
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByTestId('category-bar')).toBeVisible()
    expect(code.when('Products')).toEqual([false])
    expect(code.when('CategoryAttributes')).toEqual([false])
    expect(code.when('Categories')).toEqual([false])

    // A new sort is a new address: its first page is asked once, with the new order, whether
    // the open screen renders the new address before the route's loader runs or after.
    await page.getByTestId('open-sort').click()
    const sort = page.getByRole('dialog', { name: 'Sort' })
    await sort.getByLabel('Price: high to low').check()
    await sort.getByRole('button', { name: 'Sort' }).click()
    await expect(page.getByTestId('open-sort')).toHaveText('Sort (Price: high to low)')
    await expect.poll(() => code.asked('Products').length).toBeGreaterThanOrEqual(2)
    expect(code.asked('Products')[1]!.variables).toMatchObject({
      filter: { categories: [cat] },
      sortBy: { field: 'PRICE', direction: 'DESC' },
    })
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    expect(code.asked('Products').length).toBe(2)
  })

  test('the offers: the category tree, then the sales category’s products, once each', async ({
    page,
    backend,
    customerSignedIn,
  }) => {
    await customerSignedIn()
    await page.goto('/profile/')
    await expect(page.getByTestId('link-offers')).toBeVisible()
    const sales = await categoryId(backend, 'sales')
    const code = await holdCode(page, routeChunk('offers'))
    await page.getByTestId('link-offers').click()
    await expect.poll(() => code.when('Products')).toEqual([false])
    expect(code.when('Categories')).toEqual([false])
    expect(code.asked('Products')[0]!.variables).toMatchObject({ filter: { categories: [sales] } })
    code.release()
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    expect(code.when('Categories')).toEqual([false])
    expect(code.when('Products')).toEqual([false])
  })

  test('a search opened by its address is asked with its code; each search typed, once', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    const code = await holdCode(page, routeChunk('search'))
    await page.goto('/search?q=castrol', { waitUntil: 'commit' })
    await expect.poll(() => code.when('SearchProducts')).toEqual([false])
    code.release()
    await expect(page.getByTestId('search-count')).toBeVisible()
    expect(code.when('SearchProducts')).toEqual([false])

    await page.getByLabel('Search products').fill('mobil')
    await expect(page).toHaveURL(/\?q=mobil$/)
    await expect(page.getByTestId('search-results')).toContainText(/Mobil/)
    expect(code.asked('SearchProducts').map((asked) => asked.variables.search)).toEqual([
      'castrol',
      'mobil',
    ])
  })

  test('a product from a listing is asked with its code, once; opened by its address, once', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await page.goto(categoryUrl(await categoryId(backend, 'synthetic-5w-30')))
    const card = page.locator(
      `[data-testid="product-card"][data-product-id="${gid('Product', 4)}"]`,
    )
    await expect(card).toBeVisible()
    const code = await holdCode(page, routeChunk('_id'))
    await card.getByTestId('card-name').click()
    await expect.poll(() => code.when('Product')).toEqual([false])
    code.release()
    await expect(page.getByTestId('product-name')).toHaveText(
      'Castrol EDGE 5W-30 Fully Synthetic 4 L',
    )
    expect(code.when('Product')).toEqual([false])

    // index.html asks for it before the app's code arrives; the app takes that answer.
    const reload = recordAsked(page)
    await page.reload()
    await expect(page.getByTestId('product-name')).toHaveText(
      'Castrol EDGE 5W-30 Fully Synthetic 4 L',
    )
    await expect(page.getByTestId('add-to-cart')).toBeEnabled()
    expect(reload.asked('Product')).toHaveLength(1)
  })
})
