import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { centerId, dbOf, inArabic, staffPhone } from './staff-lists-support.ts'

// The center's stock rows whose product name holds `term`, as the server searches them.
async function stockMatching(backend: Backend, term: string): Promise<number> {
  const row = await dbOf(backend).one<{ n: number }>(
    `select count(*)::int as n from center_stock s join products p on p.id = s.product_id
      where s.center_id = $1 and search_fold(p.name_en || ' ' || p.name_ar) like $2`,
    [centerId, `%${term}%`],
  )
  return row!.n
}

const rows = (page: Page) => page.getByTestId('stock-row')

test.describe('staff: stocks', () => {
  test('pages of ten with a search kept across pages, reload and the empty message', async ({
    page,
    signedInAs,
    backend,
  }) => {
    const all = await stockMatching(backend, '')
    const term = 'o'
    const matching = await stockMatching(backend, term)
    // The demo center's stock runs to two pages, searched or not.
    expect(all).toBeGreaterThan(10)
    expect(matching).toBeGreaterThan(10)
    expect(matching).toBeLessThanOrEqual(20)

    await signedInAs(page, staffPhone)
    await page.goto('/stocks')
    await expect(rows(page)).toHaveCount(10)
    await expect(page.getByRole('columnheader')).toHaveText([
      'Product',
      'Total delivered',
      'My share',
      'Company share',
      'Used in services',
      'Remaining',
    ])
    await expect(page.getByTestId('stock-page')).toHaveText(`1/${Math.ceil(all / 10)}`)
    await expect(page.getByTestId('stock-previous')).toBeDisabled()

    await page.getByTestId('search-input').fill(term)
    await expect(page).toHaveURL(/q=o$/)
    await expect(rows(page)).toHaveCount(10)
    await expect(page.getByTestId('stock-page')).toHaveText('1/2')
    await page.getByTestId('stock-next').click()
    await expect(page).toHaveURL(/q=o&page=2|page=2&q=o/)
    await expect(page.getByTestId('stock-page')).toHaveText('2/2')
    await expect(rows(page)).toHaveCount(matching - 10)
    await expect(page.getByTestId('stock-next')).toBeDisabled()
    for (const name of await page.getByTestId('stock-product').allTextContents()) {
      expect(name.toLowerCase()).toContain(term)
    }
    await page.reload()
    await expect(page.getByTestId('stock-page')).toHaveText('2/2')
    await expect(page.getByTestId('search-input')).toHaveValue(term)
    await page.getByTestId('stock-previous').click()
    await expect(page.getByTestId('stock-page')).toHaveText('1/2')
    await expect(page.getByTestId('search-input')).toHaveValue(term)

    // One page: no pager. None: the empty message.
    await page.getByTestId('search-input').fill('shell helix')
    await expect(rows(page)).toHaveCount(2)
    await expect(page.getByTestId('stock-pager')).toHaveCount(0)
    const remaining = await rows(page).first().locator('td').last().textContent()
    const [delivered, , , services] = await rows(page)
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.slice(1, 5).map((cell) => Number(cell.textContent)))
    expect(Number(remaining)).toBe(delivered! - services!)
    await page.getByTestId('search-input').fill('no such product')
    await expect(page.getByText('No products match this search.')).toBeVisible()
  })

  test('in Arabic: the table, a search and its pages', async ({ page, signedInAs, backend }) => {
    const matching = await stockMatching(backend, 'ا')
    expect(matching).toBeGreaterThan(10)
    await inArabic(page)
    await signedInAs(page, staffPhone)
    await page.goto('/stocks')
    await expect(page.getByRole('heading', { name: 'المخزون' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'حصتي' })).toBeVisible()
    await page.getByTestId('search-input').fill('شل')
    await expect(page.getByTestId('stock-product').first()).toContainText('شل هيلكس')
    await page.getByTestId('search-input').fill('ا')
    await expect(page.getByTestId('stock-page')).toHaveText(`1/${Math.ceil(matching / 10)}`)
    await page.getByRole('button', { name: 'التالي' }).click()
    await expect(page.getByTestId('stock-page')).toHaveText(`2/${Math.ceil(matching / 10)}`)
    await expect(page.getByTestId('search-input')).toHaveValue('ا')
    await page.getByTestId('search-input').fill('لا يوجد منتج كهذا')
    await expect(page.getByText('لا توجد منتجات تطابق هذا البحث.')).toBeVisible()
  })
})
