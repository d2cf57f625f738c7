import { expect, test } from './fixtures.ts'
import { frozenClock, inArabic, popupAlreadySeen, popupBannerId } from './catalogue-support.ts'

test.describe('home', () => {
  test('shows the carousel, the categories and every banner slot and slider', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await page.goto('/')
    const carousel = page.getByTestId('header-carousel')
    await expect(carousel.getByTestId('banner')).toHaveCount(4)
    await expect(carousel.locator('img').first()).toHaveAttribute('fetchpriority', 'high')
    const slots = await page
      .getByTestId('home-block')
      .getByTestId('banner')
      .evaluateAll((list) => list.map((banner) => banner.getAttribute('data-slot')))
    for (const slot of [
      'top-image-1',
      'top-image-2',
      'top-image-3',
      'left-image',
      'right-image',
      'bottom-image-1',
      'bottom-image-2',
      'bottom-image-3',
    ]) {
      expect(slots).toContain(slot)
    }
    const sliders = page.getByTestId('products-slider')
    await expect(sliders).toHaveCount(6)
    await expect(sliders.first().getByTestId('product-card').first()).toBeVisible()
    const categories = page.getByTestId('category-bar')
    for (const name of [
      'Motorcycle',
      'Automobile',
      'Carwash',
      'Engine Oil',
      'Tire',
      'Battery',
      'Sales',
    ]) {
      await expect(categories.getByRole('link', { name, exact: true })).toBeVisible()
    }

    // A banner to an external page opens it in a new tab, with no way back into the app.
    const external = page.locator('[data-testid="banner"][data-slot="bottom-image-2"]')
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(external).toHaveAttribute('href', /^https:\/\//)
    // A banner to a product opens it.
    await page.locator('[data-testid="banner"][data-slot="left-image"]').first().click()
    await expect(page).toHaveURL(/\/product\/[^/]+$/)
    await expect(page.getByTestId('product-name')).toHaveText(
      'Castrol EDGE 5W-30 Fully Synthetic 4 L',
    )
  })

  test('the carousel moves on every 8 seconds and starts over after the last', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await frozenClock(page)
    await page.goto('/')
    const carousel = page.getByTestId('header-carousel')
    await expect(carousel).toHaveAttribute('data-index', '0')
    await page.clock.fastForward(7_900)
    await expect(carousel).toHaveAttribute('data-index', '0')
    await page.clock.fastForward(100)
    await expect(carousel).toHaveAttribute('data-index', '1')
    await page.clock.runFor(16_000)
    await expect(carousel).toHaveAttribute('data-index', '3')
    await page.clock.fastForward(8_000)
    await expect(carousel).toHaveAttribute('data-index', '0')
    await carousel.getByRole('button', { name: 'Show offer 3' }).click()
    await expect(carousel).toHaveAttribute('data-index', '2')
  })

  test('in Arabic, the popup banner shows once and closing it marks it seen for good', async ({
    page,
    backend,
  }) => {
    await inArabic(page)
    await page.goto('/')
    const popup = page.getByRole('dialog', { name: /خصم إضافي 10%/ })
    await expect(popup).toBeVisible()
    await expect(page.getByTestId('header-carousel').getByTestId('banner').first()).toBeVisible()
    await popup.getByRole('button', { name: 'إغلاق' }).click()
    await expect(popup).toBeHidden()
    const id = await popupBannerId(backend)
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('hig:session') ?? '{}').seenPopups),
      )
      .toContain(id)
    await page.reload()
    await expect(page.getByTestId('products-slider').first()).toBeVisible()
    // Give the popup every chance to appear: it waits for the page to load and go idle.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => setTimeout(() => requestIdleCallback(() => resolve()), 300)),
        ),
    )
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'عروض الصيف' })).toBeVisible()
  })
})
