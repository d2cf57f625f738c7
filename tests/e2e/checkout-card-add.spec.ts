// Adding from a product card in a listing (not the product page): the toast, the bottom
// navigation's badge, and the server's cart agree.
import type { Page } from '@playwright/test'
import { categoryId, categoryUrl } from './catalog-support.ts'
import { badge, fixtureProducts, gid, signedInCustomer, toast } from './checkout-support.ts'
import { expect, test } from './fixtures.ts'

const { fixedDiscount, plain } = fixtureProducts

function card(page: Page, productId: number) {
  return page.locator(
    `[data-testid="product-card"][data-product-id="${gid('Product', productId)}"]`,
  )
}

async function addFromCard(page: Page, productId: number, added: string) {
  const button = card(page, productId).getByTestId('add-to-cart')
  await expect(button).toBeEnabled()
  await button.click()
  await expect(toast(page, added).last()).toBeVisible()
  await expect(button).not.toHaveAttribute('data-loading')
}

test.describe('adding from a product card', () => {
  test('shows the toast and counts every unit on the navigation badge', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs)
    await page.goto(categoryUrl(await categoryId(backend, plain.leaf)))
    await expect(card(page, plain.id)).toBeVisible()
    await expect(badge(page)).toHaveCount(0)

    await addFromCard(page, plain.id, 'Added to your cart.')
    await expect(badge(page)).toHaveText('1')
    await addFromCard(page, plain.id, 'Added to your cart.')
    await expect(badge(page)).toHaveText('2')
    await addFromCard(page, fixedDiscount.id, 'Added to your cart.')
    await expect(badge(page)).toHaveText('3')
    // Still on the listing: a card's Add does not open the product.
    await expect(page).toHaveURL(/\/category\//)

    const lines = await backend.server.deps.db.query<{ quantity: number }>(
      `select l.quantity from checkout_lines l join checkouts c on c.id = l.checkout_id
        where c.user_id = $1 order by l.quantity`,
      [customer.id],
    )
    expect(lines.map((line) => line.quantity)).toEqual([1, 2])
  })

  test('in Arabic, the toast and the badge', async ({ page, backend, signedInAs }) => {
    await signedInCustomer(page, backend, signedInAs, { language: 'ar' })
    await page.goto(categoryUrl(await categoryId(backend, plain.leaf)))
    await addFromCard(page, plain.id, 'أُضيف إلى سلتك.')
    await expect(badge(page)).toHaveText('1')
  })
})
