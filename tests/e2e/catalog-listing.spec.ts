import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { categoryId, categoryUrl, popupAlreadySeen } from './catalog-support.ts'
import { inArabic } from './language-support.ts'

const prices = async (page: Page) =>
  (
    await page
      .getByTestId('product-card')
      .filter({ hasNot: page.getByTestId('out-of-stock') })
      .getByTestId('payable-price')
      .allTextContents()
  ).map((text) => Number(text.replace(/[^0-9.]/g, '')))

const search = (page: Page) => new URL(page.url()).searchParams

test.describe('category listing', () => {
  test('two filters and a sort survive reload and back/forward; chips remove filters; Reset keeps the sort', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    const oil = await categoryId(backend, 'engine-oil')
    await page.goto(categoryUrl(oil))
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByTestId('open-sort')).toHaveText('Sort (Best sellers)')

    await page.getByTestId('open-filter').click()
    const panel = page.getByRole('dialog', { name: 'Filter' })
    await expect(panel).toBeVisible()
    // The page behind the panel does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    const brand = panel.locator('[data-testid="filter-group"][data-slug="brand"]')
    if (!(await brand.evaluate((group: HTMLDetailsElement) => group.open))) {
      await brand.locator('summary').click()
    }
    await brand.getByLabel('Mobil', { exact: true }).check()
    await brand.getByLabel('Castrol', { exact: true }).check()
    const viscosity = panel.locator('[data-testid="filter-group"][data-slug="viscosity"]')
    if (!(await viscosity.evaluate((group: HTMLDetailsElement) => group.open))) {
      await viscosity.locator('summary').click()
    }
    await viscosity.getByLabel('5W-30', { exact: true }).check()
    await panel.getByRole('button', { name: 'Filter' }).click()
    await expect(panel).toBeHidden()
    await expect(page.getByTestId('filter-chip')).toHaveText(['Mobil', 'Castrol', '5W-30'])
    expect(search(page).get('brand')?.split(',').sort()).toEqual(['castrol', 'mobil'])
    expect(search(page).get('viscosity')).toBe('5w-30')

    await page.getByTestId('open-sort').click()
    const sortModal = page.getByRole('dialog', { name: 'Sort' })
    await sortModal.getByLabel('Price: high to low').check()
    await sortModal.getByRole('button', { name: 'Sort' }).click()
    await expect(page.getByTestId('open-sort')).toHaveText('Sort (Price: high to low)')
    expect(search(page).get('sort')).toBe('Highest_Price')
    // The new order comes with the server's answer: the cards of the order before may still be
    // on screen for a moment after the sort's label has changed.
    await expect
      .poll(async () => {
        const shown = await prices(page)
        return shown.length > 1 && shown.every((price, i) => i === 0 || shown[i - 1]! >= price)
      })
      .toBe(true)
    const descending = await prices(page)
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
    const first = await page.getByTestId('product-card').first().getAttribute('data-product-id')

    await page.reload()
    await expect(page.getByTestId('open-sort')).toHaveText('Sort (Price: high to low)')
    await expect(page.getByTestId('filter-chip')).toHaveText(['Mobil', 'Castrol', '5W-30'])
    await expect(page.getByTestId('product-card').first()).toHaveAttribute(
      'data-product-id',
      first!,
    )

    await page.goBack()
    await expect(page.getByTestId('open-sort')).toHaveText('Sort (Best sellers)')
    await expect(page.getByTestId('filter-chip')).toHaveCount(3)
    await page.goBack()
    await expect(page.getByTestId('filter-chip')).toHaveCount(0)
    await page.goForward()
    await page.goForward()
    await expect(page.getByTestId('open-sort')).toHaveText('Sort (Price: high to low)')
    await expect(page.getByTestId('filter-chip')).toHaveCount(3)

    await page.getByTestId('filter-chip').filter({ hasText: 'Castrol' }).click()
    await expect(page.getByTestId('filter-chip')).toHaveText(['Mobil', '5W-30'])
    expect(search(page).get('brand')).toBe('mobil')
    await expect(page.getByTestId('card-name').first()).toBeVisible()
    const names = await page.getByTestId('card-name').allTextContents()
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => /5W-30/i.test(name))).toBe(true)

    await page.getByTestId('open-filter').click()
    await page
      .getByRole('dialog', { name: 'Filter' })
      .getByRole('button', { name: 'Reset' })
      .click()
    await expect(page.getByTestId('filter-chip')).toHaveCount(0)
    await expect(page.getByTestId('open-sort')).toHaveText('Sort (Price: high to low)')
    expect([...search(page).keys()].sort()).toEqual(['cat', 'sort'])
  })

  test('in Arabic: four category levels with All, Arabic filters and sorts, out of stock last', async ({
    page,
    backend,
  }) => {
    await inArabic(page)
    await popupAlreadySeen(page, backend)
    await page.goto(categoryUrl(await categoryId(backend, 'synthetic-5w-30')))
    const bar = page.getByTestId('category-bar')
    await expect(bar.locator('ul')).toHaveCount(4)
    await expect(bar.getByTestId('category-all')).toHaveCount(3)
    await expect(bar.getByRole('link', { name: 'زيت المحرك' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(page.getByRole('heading', { level: 1 })).toContainText('5W-30')
    await bar.getByTestId('category-all').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('زيت المحرك')

    await page.getByTestId('open-filter').click()
    const panel = page.getByRole('dialog', { name: 'تصفية' })
    await expect(panel.getByText('العلامة التجارية')).toBeVisible()
    await panel.getByRole('button', { name: 'إغلاق' }).click()
    await page.getByTestId('open-sort').click()
    const sortModal = page.getByRole('dialog', { name: 'ترتيب' })
    await expect(sortModal.getByLabel('الأكثر مبيعًا')).toBeChecked()
    await sortModal.getByLabel('السعر: من الأقل إلى الأعلى').check()
    await sortModal.getByRole('button', { name: 'ترتيب' }).click()
    await expect(page.getByTestId('open-sort')).toHaveText('ترتيب (السعر: من الأقل إلى الأعلى)')

    await page.goto(categoryUrl(await categoryId(backend, 'battery')))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('البطاريات')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    const stock = await page
      .getByTestId('product-card')
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector('[data-testid="out-of-stock"]') !== null),
      )
    const firstOut = stock.indexOf(true)
    expect(firstOut).toBeGreaterThan(0)
    expect(stock.slice(firstOut).every(Boolean)).toBe(true)
    await expect(page.getByTestId('out-of-stock').first()).toHaveText('نفد من المخزون')
    // Said once on a card: its button is only dimmed.
    const outCard = page
      .getByTestId('product-card')
      .filter({ has: page.getByTestId('out-of-stock') })
      .first()
    expect((await outCard.innerText()).split('نفد من المخزون')).toHaveLength(2)
    await expect(outCard.getByTestId('add-to-cart')).toBeDisabled()
  })

  test('choosing a category starts at the top of its list; back returns to the place', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await page.goto(categoryUrl(await categoryId(backend, 'automobile')))
    const cards = page.getByTestId('card-name')
    const oil = page.getByTestId('category-bar').locator('a[data-slug="engine-oil"]')
    const scrollY = () => page.evaluate(() => window.scrollY)
    const room = () =>
      page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    await expect(cards.first()).toBeVisible()
    // Both lists are loaded once first, and are long enough: a list that is already there
    // keeps the page as tall, so only the app's own scroll can bring the person to the top.
    await oil.click()
    await expect(oil).toHaveAttribute('aria-current', 'page')
    await expect(cards.first()).toBeVisible()
    expect(await room()).toBeGreaterThan(600)
    await page.goBack()
    await expect(oil).not.toHaveAttribute('aria-current', 'page')
    await expect(cards.first()).toBeVisible()

    await page.evaluate(() => window.scrollTo({ top: 600 }))
    await expect.poll(scrollY).toBe(600)
    // A click that does not scroll the link into view first, as a person's tap would not.
    await oil.dispatchEvent('click')
    await expect(oil).toHaveAttribute('aria-current', 'page')
    await expect.poll(scrollY).toBe(0)

    await page.goBack()
    await expect(oil).not.toHaveAttribute('aria-current', 'page')
    await expect.poll(scrollY).toBe(600)
  })

  test('hides empty categories but sales, and loads the next 100 as the person scrolls', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await page.goto(categoryUrl(await categoryId(backend, 'automobile')))
    const bar = page.getByTestId('category-bar')
    await expect(bar.getByRole('link', { name: 'Sales', exact: true })).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Coolants and Fluids' })).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Car Electronics' })).toHaveCount(0)

    await page.goto('/category/')
    const cards = page.getByTestId('product-card')
    await expect(cards).toHaveCount(100)
    await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded()
    await expect(cards).toHaveCount(200)
  })
})
