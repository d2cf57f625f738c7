// One way to show money (decision 240): on every screen an amount is the number, then "OMR",
// read left to right in English and in Arabic alike, with three decimals and thousands
// separators; a product's discount is its fixed amount when the product says so, else its
// percentage, the same on its card, its page and in the cart; a discount always reads as a
// reduction.
import type { Page } from '@playwright/test'
import { demoUsers } from '../../server/db/seed/demo.ts'
import { expect, test } from './fixtures.ts'
import { categoryId, categoryUrl, popupAlreadySeen } from './catalog-support.ts'
import { inArabic } from './language-support.ts'
import {
  addFromProductPage,
  fixtureProducts,
  gid,
  signedInCustomer,
  toPayment,
} from './checkout-support.ts'

interface Misplaced {
  text: string
  reason: string
}

// Every "OMR" the person can see, with the number before it in the text: that number must be
// written the one way and sit to the left of "OMR" on the screen, on the same line. A "%" the
// same: after its number, on the right.
async function misplacedAmounts(page: Page): Promise<Misplaced[]> {
  return page.evaluate(() => {
    const problems: { text: string; reason: string }[] = []
    const number = /[-+]?\d[\d,]*(?:\.\d+)?/g
    const written = /^[-+]?\d{1,3}(?:,\d{3})*\.\d{3}$/
    const rectOf = (node: Text, start: number, end: number) => {
      const range = document.createRange()
      range.setStart(node, start)
      range.setEnd(node, end)
      return range.getBoundingClientRect()
    }
    let last: { node: Text; start: number; end: number; text: string } | null = null
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      const element = node.parentElement
      if (!element || !element.checkVisibility() || element.closest('.visually-hidden')) continue
      const text = node.data
      let at = 0
      for (;;) {
        const units = [text.indexOf('OMR', at), text.indexOf('%', at)].filter((i) => i >= 0)
        const omr = units.length > 0 ? Math.min(...units) : -1
        const width = text.startsWith('%', omr) ? 1 : 3
        const upTo = omr < 0 ? text.length : omr
        for (const match of text.slice(at, upTo).matchAll(number)) {
          const start = at + (match.index ?? 0)
          last = { node, start, end: start + match[0].length, text: match[0] }
        }
        if (omr < 0) break
        at = omr + width
        // A label naming the currency ("Amount (OMR)") holds no amount.
        if (text[omr - 1] === '(') continue
        const context = (element.closest('[data-testid]') ?? element).textContent ?? ''
        if (!last) {
          problems.push({ text: context, reason: 'no number before OMR' })
          continue
        }
        if (width === 3 && !written.test(last.text)) {
          problems.push({ text: context, reason: `"${last.text}" is not written with 3 decimals` })
        }
        const figure = rectOf(last.node, last.start, last.end)
        const unit = rectOf(node, omr, omr + width)
        const sameLine = Math.abs(figure.top - unit.top) < unit.height
        if (!sameLine || figure.right > unit.left + 1) {
          problems.push({
            text: context,
            reason: `${text.slice(omr, omr + width)} is not after the number`,
          })
        }
        last = null
      }
    }
    return problems
  })
}

const screens = ['/', '/wallet/', '/credit/', '/my-orders/', '/invoices/']

for (const language of ['en', 'ar'] as const) {
  test(`${language}: every amount reads "number OMR" on the customer's screens`, async ({
    page,
    backend,
    signedInAs,
  }) => {
    if (language === 'ar') await inArabic(page)
    await popupAlreadySeen(page, backend)
    await signedInAs(page, demoUsers.customer.phone)
    for (const path of screens) {
      await page.goto(path)
      await expect(page.getByText(/\d\.\d{3}/).first()).toBeVisible()
      expect(await misplacedAmounts(page), path).toEqual([])
    }
    await page.goto('/my-orders/')
    await page.getByTestId('order-details').first().click()
    await expect(page.getByTestId('summary-payable')).toBeVisible()
    expect(await misplacedAmounts(page), 'order detail').toEqual([])
    for (const product of [fixtureProducts.fixedDiscount, fixtureProducts.percentageDiscount]) {
      await page.goto(`/product/${gid('Product', product.id)}`)
      await expect(page.getByTestId('payable-price')).toBeVisible()
      expect(await misplacedAmounts(page), product.nameEn).toEqual([])
    }
  })

  test(`${language}: a discount is shown by one rule on the card, the page and in the cart, as a reduction`, async ({
    page,
    backend,
    signedInAs,
  }) => {
    const { fixedDiscount, percentageDiscount } = fixtureProducts
    await signedInCustomer(page, backend, signedInAs, { address: true, wallet: 7_250, language })
    await page.goto(categoryUrl(await categoryId(backend, fixedDiscount.leaf)))
    const card = page.locator(
      `[data-testid="product-card"][data-product-id="${gid('Product', fixedDiscount.id)}"]`,
    )
    await expect(card.getByTestId('discount-badge')).toContainText('-2.000 OMR')
    expect(await misplacedAmounts(page), 'listing').toEqual([])
    await page.goto(`/product/${gid('Product', fixedDiscount.id)}`)
    await expect(page.getByTestId('discount-badge')).toHaveAttribute('data-kind', 'fixed')
    await expect(page.getByTestId('discount-badge')).toContainText('-2.000 OMR')
    await page.goto(`/product/${gid('Product', percentageDiscount.id)}`)
    await expect(page.getByTestId('discount-badge')).toContainText('-15%')

    await addFromProductPage(page, fixedDiscount.id, language)
    await addFromProductPage(page, percentageDiscount.id, language)
    await page.goto('/cart/')
    const badges = page.getByTestId('cart-line').getByTestId('discount-badge')
    await expect(badges).toHaveCount(2)
    await expect(badges.nth(0)).toContainText('-2.000 OMR')
    await expect(badges.nth(1)).toContainText('-15%')
    await expect(page.getByTestId('summary-discount')).toHaveText('-7.265 OMR')
    expect(await misplacedAmounts(page), 'cart').toEqual([])

    await toPayment(page, language)
    await expect(page.getByTestId('wallet-toggle-balance')).toHaveText('7.250 OMR')
    await expect(page.getByTestId('payment-discount')).toHaveText('-7.265 OMR')
    expect(await misplacedAmounts(page), 'payment').toEqual([])
    // An option with a fee: "2%" in the option and in the summary, read as every amount.
    await page.getByRole('radio', { name: language === 'en' ? 'Thawani' : 'ثواني' }).click()
    await expect(page.getByTestId('payment-fee-amount')).toBeVisible()
    expect(await misplacedAmounts(page), 'payment with a fee').toEqual([])
  })
}
