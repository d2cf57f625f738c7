import { expect, test } from './fixtures.ts'
import { inArabic } from './language-support.ts'

test.describe('offers', () => {
  test('lists the discounted products of the sales category under the 72-hour promotion', async ({
    page,
    backend,
  }) => {
    const sales = await backend.server.deps.db.one<{ n: number }>(
      `select count(*)::int as n from products p join categories c on c.id = p.category_id
        where c.slug = 'sales'`,
    )
    expect(sales!.n).toBeGreaterThan(0)
    await page.goto('/offers/')
    await expect(page.getByRole('heading', { name: 'Offers' })).toBeVisible()
    await expect(page.getByTestId('offers-promotion')).toContainText('10%')
    await expect(page.getByTestId('offers-promotion')).toContainText('72 hours')
    const cards = page.getByTestId('product-card')
    await expect(cards.first()).toBeVisible()
    await expect(cards).toHaveCount(Math.min(sales!.n, 100))
    // Every offer shows how much is off.
    const count = await cards.count()
    await expect(page.getByTestId('discount-badge')).toHaveCount(count)
  })

  test('in Arabic', async ({ page }) => {
    await inArabic(page)
    await page.goto('/offers/')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { name: 'العروض' })).toBeVisible()
    await expect(page.getByTestId('offers-promotion')).toContainText('72')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
  })
})
