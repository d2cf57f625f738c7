import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { centerId, dbOf, staffPhone } from './staff-lists-support.ts'
import { inArabic } from './language-support.ts'

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
    await expect(rows(page).first().locator('dt')).toHaveText([
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
    const figure = async (testId: string) =>
      Number(await rows(page).first().getByTestId(testId).textContent())
    expect(await figure('stock-remaining')).toBe(
      (await figure('stock-delivered')) - (await figure('stock-used')),
    )
    await page.getByTestId('search-input').fill('no such product')
    await expect(page.getByText('No products match this search.')).toBeVisible()
  })

  // Every label and figure of a card reads whole on the narrowest phone, and nothing scrolls
  // sideways (issue 17: the six-column table ran off a phone's screen).
  for (const language of ['en', 'ar'] as const) {
    test(`every figure reads whole at 320 px (${language})`, async ({ page, signedInAs }) => {
      if (language === 'ar') await inArabic(page)
      await signedInAs(page, staffPhone)
      await page.setViewportSize({ width: 320, height: 700 })
      await page.goto('/stocks')
      await expect(rows(page)).toHaveCount(10)
      const cut = await page
        .locator('[data-testid="stock-row"] :is(dt, dd, p)')
        .evaluateAll((cells) =>
          cells
            .filter((cell) => {
              const box = cell.getBoundingClientRect()
              return cell.scrollWidth > cell.clientWidth + 1 || box.left < 0 || box.right > 320
            })
            .map((cell) => cell.textContent),
        )
      expect(cut).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      )
    })
  }

  // Each number stands with its own label, in both directions (issue 37, point 7): in Arabic
  // the label read at the right of its box had its number at the left, beside the next label.
  for (const language of ['en', 'ar'] as const) {
    test(`every number sits under its own label (${language})`, async ({ page, signedInAs }) => {
      if (language === 'ar') await inArabic(page)
      await signedInAs(page, staffPhone)
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 700 })
        await page.goto('/stocks')
        await expect(rows(page)).toHaveCount(10)
        const misplaced = await page
          .locator('[data-testid="stock-row"] dl > div')
          .evaluateAll((figures, rtl) => {
            const textBox = (element: Element) => {
              const range = document.createRange()
              range.selectNodeContents(element)
              return range.getBoundingClientRect()
            }
            return figures.flatMap((figure) => {
              const label = textBox(figure.querySelector('dt')!)
              const value = textBox(figure.querySelector('dd')!)
              // The edge the line starts from: the right in Arabic, the left in English.
              const apart = rtl
                ? Math.abs(label.right - value.right)
                : Math.abs(label.left - value.left)
              return apart > 2
                ? [`${figure.textContent} (${Math.round(apart)} px from its label's edge)`]
                : []
            })
          }, language === 'ar')
        expect(misplaced, `at ${width} px`).toEqual([])
      }
    })
  }

  test('in Arabic: the figures, a search and its pages', async ({ page, signedInAs, backend }) => {
    const matching = await stockMatching(backend, 'ا')
    expect(matching).toBeGreaterThan(10)
    await inArabic(page)
    await signedInAs(page, staffPhone)
    await page.goto('/stocks')
    await expect(page.getByRole('heading', { name: 'المخزون' })).toBeVisible()
    await expect(rows(page).first().getByText('حصتي', { exact: true })).toBeVisible()
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
