import type { Locator, Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { frozenClock, popupAlreadySeen, popupBannerId } from './catalog-support.ts'
import { inArabic } from './language-support.ts'

// The home page with its clock held still (timers move only when the test says), the carousel
// on its first banner.
async function heldCarousel(page: Page, backend: Backend): Promise<Locator> {
  await popupAlreadySeen(page, backend)
  await frozenClock(page)
  await page.goto('/')
  const carousel = page.getByTestId('header-carousel')
  await expect(carousel).toHaveAttribute('data-index', '0')
  return carousel
}

// Pointing at the carousel or focusing it holds it still: the pointer and the focus leave it.
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(5, 800)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

// Paused, it stays on its first banner however long the page is open; played again, it moves
// to the next after a banner's 8 s.
async function pausedThenPlayed(page: Page, carousel: Locator, play: Locator): Promise<void> {
  await expect(carousel).toHaveAttribute('data-paused', 'true')
  await page.clock.runFor(20_000)
  await expect(carousel).toHaveAttribute('data-index', '0')
  await play.click()
  await leaveCarousel(page)
  await expect(carousel).not.toHaveAttribute('data-paused', 'true')
  await page.clock.runFor(8_100)
  await expect(carousel).toHaveAttribute('data-index', '1')
}

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
    // The blocks under the carousel come with the home page's second part.
    await expect(page.getByTestId('home-block').getByTestId('banner')).not.toHaveCount(0)
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
    // No heading says again what the heading above it said ("Tires", then "Tires").
    const repeated = await page.getByTestId('home-block').evaluateAll((blocks) =>
      blocks.filter((block) => {
        const title = block.querySelector('h2')?.textContent?.trim().toLowerCase()
        return [...block.querySelectorAll('h3')].some(
          (heading) => heading.textContent?.trim().toLowerCase() === title,
        )
      }),
    )
    expect(repeated).toHaveLength(0)
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
    const carousel = await heldCarousel(page, backend)
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

  // WCAG 2.2.2: it moves on its own for longer than 5 s, so a person can pause it.
  test('the carousel stops on its pause button and moves again on play', async ({
    page,
    backend,
  }) => {
    const carousel = await heldCarousel(page, backend)
    await page.getByRole('button', { name: 'Pause the offers' }).click()
    await leaveCarousel(page)
    await pausedThenPlayed(page, carousel, page.getByRole('button', { name: 'Play the offers' }))
  })

  test('in Arabic, with reduced motion asked for, the carousel starts paused and may be played', async ({
    page,
    backend,
  }) => {
    await inArabic(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const carousel = await heldCarousel(page, backend)
    await pausedThenPlayed(page, carousel, page.getByTestId('carousel-pause'))
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
    // Give the popup every chance to appear: it comes when the page has settled.
    await pageSettled(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'عروض الصيف' })).toBeVisible()
  })

  test('the popup never opens over a page the person is already using; the next visit shows it', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByTestId('header-carousel')).toBeVisible()
    // A thumb on the page before it has settled (the popup comes seconds after the first screen).
    await page.mouse.wheel(0, 200)
    await pageSettled(page)
    await expect(page.getByTestId('popup-banner')).toHaveCount(0)
    await page.reload()
    await expect(page.getByTestId('popup-banner')).toBeVisible()
  })
})

// The page has settled (src/lib/idle.ts): the carousel draws its banners behind the first then,
// when the popup would open.
async function pageSettled(page: Page): Promise<void> {
  await expect(
    // The second slide, hidden from assistive technology while it is not shown.
    page.getByTestId('header-carousel').locator('[role="group"]').nth(1).getByTestId('banner'),
  ).toBeAttached()
  // And the popup's own code, asked for then, has had its time to arrive and draw.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))),
  )
}
