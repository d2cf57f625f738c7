// The design card's promise: after one online visit, the installed app holds the channel's
// whole catalog, and home, listings (with sort and filters), search and every product
// detail, even one never opened online, render from it with the network cut.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { catalogSaved, categoryId, categoryUrl, gid, popupAlreadySeen } from './catalog-support.ts'
import { inArabic } from './language-support.ts'
import { syncAskedAt } from '../../scripts/browser/catalog-on-device.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  )

const amounts = async (texts: Promise<string[]>) =>
  (await texts).map((text) => Number(text.replace(/[^0-9.]/g, '')))

test.describe('the catalog offline', () => {
  test('home, a filtered and sorted listing, search and an unvisited product open offline', async ({
    page,
    context,
    backend,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await popupAlreadySeen(page, backend)
    await page.goto('/')
    await expect(page.getByTestId('header-carousel')).toBeVisible()
    const listed = await backend.server.deps.db.one<{ n: number }>(
      `select count(distinct v.product_id)::int as n from variant_listings l
         join product_variants v on v.id = l.variant_id join channels c on c.id = l.channel_id
        where c.slug = 'muscat'`,
    )
    expect(await catalogSaved(page)).toBe(listed!.n)

    // The same listing online, to compare with what the saved catalog gives.
    const oil = await categoryId(backend, 'engine-oil')
    const listing = categoryUrl(oil, { sort: 'Lowest_Price', brand: 'mobil' })
    const cards = page.getByTestId('product-card')
    const ids = () =>
      cards.evaluateAll((list) => list.map((card) => card.getAttribute('data-product-id')))
    await page.goto(listing)
    await expect(cards.first()).toBeVisible()
    const online = await ids()
    await page.goto('/')

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByTestId('offline-indicator')).toBeVisible()
    const banner = page.getByTestId('header-carousel').locator('img').first()
    await expect(banner).toBeVisible()
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(
      page.getByTestId('products-slider').first().getByTestId('product-card').first(),
    ).toBeVisible()
    await expect(
      page.getByTestId('category-bar').getByRole('link', { name: 'Engine Oil' }),
    ).toBeVisible()

    // A listing with a filter and a sort, from the saved products only.
    await page.goto(listing)
    await expect(cards.first()).toBeVisible()
    await expect(page.getByTestId('filter-chip')).toHaveText(['Mobil'])
    expect(await ids()).toEqual(online)
    const inStock = cards.filter({ hasNot: page.getByTestId('out-of-stock') })
    const prices = await amounts(inStock.getByTestId('payable-price').allTextContents())
    expect(prices.length).toBeGreaterThan(1)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))

    // Search over the saved products.
    await page.goto('/search?q=michelin')
    await expect(
      page.getByTestId('search-results').getByTestId('product-card').first(),
    ).toBeVisible()
    await expect(
      page
        .getByTestId('search-results')
        .getByRole('link', { name: /Michelin Primacy 4/ })
        .first(),
    ).toBeVisible()

    // A product never opened online.
    const never = await backend.server.deps.db.one<{ id: number; name_en: string }>(
      `select p.id, p.name_en from products p where p.id > 200 and exists (
         select 1 from product_variants v join variant_listings l on l.variant_id = v.id
          where v.product_id = p.id and l.channel_id = 1 and l.quantity > 0)
       and not exists (select 1 from page_slots s where p.id = any(s.product_ids) or s.product_id = p.id)
       order by p.id limit 1`,
    )
    await page.goto(`/product/${gid('Product', never!.id)}`)
    await expect(page.getByTestId('product-name')).toHaveText(never!.name_en)
    await expect(page.getByTestId('detail-section').first()).toBeVisible()
    await expect(page.getByTestId('offline-indicator')).toBeVisible()
    expect(errors).toEqual([])
    await context.setOffline(false)
  })

  test('in Arabic, an unvisited product and an Arabic search render offline', async ({
    page,
    context,
    backend,
  }) => {
    await inArabic(page)
    await popupAlreadySeen(page, backend)
    await page.goto('/')
    await catalogSaved(page)
    await context.setOffline(true)
    await page.goto(`/product/${gid('Product', 3)}`)
    await expect(page.getByTestId('product-name')).toContainText('فارتا')
    await expect(page.getByTestId('add-to-cart')).toBeDisabled()
    await expect(page.getByTestId('offline-indicator')).toHaveText(/غير متصل/)
    await page.goto(`/search?q=${encodeURIComponent('ميشلان')}`)
    await expect(
      page
        .getByTestId('search-results')
        .getByRole('link', { name: /ميشلان/ })
        .first(),
    ).toBeVisible()
    await context.setOffline(false)
  })

  test('the installed app, once settled on its home page, has run the product screen code (decision 218)', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    // A first visit, which the service worker does not serve, leaves it alone.
    await page.goto('/')
    await catalogSaved(page)
    const firstVisit = await scriptsFetched(page)
    // The file that holds the product screen, found from a product page.
    await page.goto(`/product/${gid('Product', 1)}`)
    await expect(page.getByTestId('product-name')).toBeVisible()
    const scripts = await scriptsFetched(page)
    const texts = await Promise.all(
      scripts.map((url) => page.request.get(url).then((r) => r.text())),
    )
    const screen = scripts.filter((_, index) => texts[index]!.includes('product-name'))
    expect(screen).toHaveLength(1)
    expect(firstVisit).not.toContain(screen[0])
    // Opened again, from the service worker: nothing on the home page leads to the product
    // screen without a tap, the idle start loads it.
    await page.goto('/')
    await expect(page.getByTestId('header-carousel')).toBeVisible()
    await expect.poll(() => scriptsFetched(page), { timeout: 15_000 }).toContain(screen[0])
  })

  test('offline, the app does not ask the worker to refresh the catalog; back online, it does', async ({
    page,
    context,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await page.goto('/')
    await catalogSaved(page)
    const asked = await syncAskedAt(page)
    expect(asked).toBeGreaterThan(0)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByTestId('offline-indicator')).toBeVisible()
    // The app's idle start has run: its last step loads the load-error screen's code.
    await expect
      .poll(async () => (await scriptsFetched(page)).some((url) => url.includes('load-error')), {
        timeout: 15_000,
      })
      .toBe(true)
    expect(await syncAskedAt(page)).toBe(asked)

    await context.setOffline(false)
    await expect.poll(() => syncAskedAt(page), { timeout: 15_000 }).toBeGreaterThan(asked)
  })
})
