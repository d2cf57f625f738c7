import { expect, test } from './fixtures.ts'
import { frozenClock, popupAlreadySeen } from './catalog-support.ts'
import { inArabic } from './language-support.ts'

// The Arabic count takes one of six plural forms (the catalog's ICU message).
function arabicFound(count: number): string {
  const forms: Record<string, string> = {
    zero: 'لم يُعثر على أي منتج',
    one: 'عُثر على منتج واحد',
    two: 'عُثر على منتجين',
    few: `عُثر على ${count} منتجات`,
    many: `عُثر على ${count} منتجًا`,
    other: `عُثر على ${count} منتج`,
  }
  return forms[new Intl.PluralRules('ar').select(count)]!
}

test.describe('search', () => {
  test('reached from the header, the box is focused and asks for a search (Arabic too)', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await page.goto('/terms-and-policy/')
    await page.getByRole('link', { name: 'Search' }).click()
    await expect(page.getByTestId('search-input')).toBeFocused()
    const results = page.getByTestId('search-results')
    await expect(results).toContainText('Search by product name, in English or Arabic.')
    await expect(results).not.toContainText('No products found')
    await page.evaluate(() => localStorage.setItem('hig:language', 'ar'))
    await page.goto('/terms-and-policy/')
    await page.getByRole('link', { name: 'بحث' }).click()
    await expect(page.getByTestId('search-input')).toBeFocused()
    await expect(results).toContainText('ابحث باسم المنتج، بالعربية أو الإنجليزية.')
  })

  test('waits 500 ms after typing and searches from three characters', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await frozenClock(page)
    await page.goto('/search')
    const box = page.getByTestId('search-input')
    const results = page.getByTestId('search-results')
    await box.fill('mi')
    await page.clock.fastForward(500)
    await expect(page).toHaveURL(/\/search\?q=mi$/)
    await expect(results).toContainText('Type at least 3 letters to search.')
    await expect(results.getByTestId('product-card')).toHaveCount(0)

    await box.fill('michelin')
    await page.clock.fastForward(499)
    await expect(page).toHaveURL(/\?q=mi$/)
    await page.clock.fastForward(1)
    await expect(page).toHaveURL(/\?q=michelin$/)
    await expect(results.getByTestId('product-card').first()).toBeVisible()
    const names = await results.getByTestId('card-name').allTextContents()
    expect(names.every((name) => /michelin/i.test(name))).toBe(true)
    await expect(results.getByTestId('search-count')).toHaveText(
      names.length === 1 ? '1 product found' : `${names.length} products found`,
    )

    await box.fill('zzzzqx')
    await page.clock.fastForward(500)
    await expect(results).toContainText('No products found for “zzzzqx”.')
  })

  test('in Arabic, Arabic and English names both match, and a reload keeps the search', async ({
    page,
    backend,
  }) => {
    await inArabic(page)
    await popupAlreadySeen(page, backend)
    await page.goto(`/search?q=${encodeURIComponent('ميشلان')}`)
    const results = page.getByTestId('search-results')
    await expect(results.getByTestId('card-name').first()).toContainText('ميشلان')
    const arabic = await results.getByTestId('card-name').count()
    await expect(results.getByTestId('search-count')).toHaveText(arabicFound(arabic))
    await page.getByTestId('search-input').fill('michelin')
    await expect(page).toHaveURL(/\?q=michelin$/)
    await expect(results.getByTestId('card-name')).toHaveCount(arabic)
    await expect(results.getByTestId('card-name').first()).toContainText('ميشلان')
    await page.reload()
    await expect(page.getByTestId('search-input')).toHaveValue('michelin')
    await expect(results.getByTestId('card-name')).toHaveCount(arabic)
  })
})
