import { expect, test } from './fixtures.ts'
import { categoryId, categoryUrl, gid, popupAlreadySeen } from './catalog-support.ts'
import { inArabic } from './language-support.ts'

test.describe('product detail and card', () => {
  test('shows the discount, the struck price, the payable amount and the stock', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await page.goto(`/product/${gid('Product', 1)}`)
    await expect(page.getByTestId('product-name')).toHaveText('Mobil 1 5W-30 Fully Synthetic 4 L')
    // The product's discount is shown as its fixed amount, as on its card.
    await expect(page.getByTestId('discount-badge')).toContainText('-2.000 OMR')
    await expect(page.getByTestId('original-price')).toContainText('16.800')
    await expect(page.getByTestId('payable-price')).toHaveText('14.800 OMR')
    await expect(page.getByTestId('stock')).toHaveText('In stock: 40')
    const sections = page.getByTestId('detail-section')
    await expect(sections.getByRole('heading', { name: 'Brand' })).toBeVisible()
    await expect(sections.getByRole('heading', { name: 'Description' })).toBeVisible()
    // detail=false attributes stay hidden.
    await expect(sections.getByRole('heading', { name: 'SKU Group' })).toHaveCount(0)
    await expect(sections.locator('b', { hasText: 'Brand:' })).toBeVisible()
  })

  test('a product out of stock cannot be added, in both languages', async ({ page, backend }) => {
    await popupAlreadySeen(page, backend)
    await page.goto(`/product/${gid('Product', 3)}`)
    await expect(page.getByTestId('out-of-stock')).toHaveText('Out of stock')
    await expect(page.getByTestId('add-to-cart')).toBeDisabled()
    await expect(page.getByTestId('stock')).toHaveCount(0)
    await page.getByTestId('language-menu').click()
    await page.getByRole('menuitemradio', { name: 'العربية' }).click()
    await expect(page.getByTestId('out-of-stock')).toHaveText('نفد من المخزون')
    await expect(page.getByTestId('product-name')).toContainText('فارتا')
    await expect(page.getByTestId('add-to-cart')).toBeDisabled()
  })

  test('a visitor pressing Add goes to /login/; a signed-in person adds it', async ({
    page,
    backend,
    signedInAs,
  }) => {
    await popupAlreadySeen(page, backend)
    await page.goto(`/product/${gid('Product', 4)}`)
    await page.getByTestId('add-to-cart').click()
    await expect(page).toHaveURL(/\/login\/\?redirect=/)

    await signedInAs(page, '96891234567')
    await page.goto(`/product/${gid('Product', 4)}`)
    await page.getByTestId('add-to-cart').click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Added to your cart.' })).toBeVisible()
  })

  test('the share dialog copies the product link and closes by button or mask', async ({
    page,
    context,
    backend,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await popupAlreadySeen(page, backend)
    await page.goto(categoryUrl(await categoryId(backend, 'synthetic-5w-30')))
    const card = page.locator(
      `[data-testid="product-card"][data-product-id="${gid('Product', 1)}"]`,
    )
    await card.getByTestId('share-product').click()
    const dialog = page.getByRole('dialog', { name: 'Share this product' })
    await expect(dialog).toBeVisible()
    const link = `${new URL(page.url()).origin}/product/${encodeURIComponent(gid('Product', 1))}`
    await expect(dialog.getByLabel('Product link')).toHaveValue(link)
    for (const target of ['email', 'whatsapp', 'telegram', 'twitter', 'facebook']) {
      await expect(dialog.locator(`a[data-target="${target}"]`)).toHaveAttribute(
        'href',
        new RegExp(
          encodeURIComponent(link)
            .slice(0, 30)
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        ),
      )
    }
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByTestId('toast')).toHaveText('Product link copied.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    await card.getByTestId('share-product').click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(10, 10)
    await expect(dialog).toBeHidden()
  })

  test('in Arabic, the share dialog and the copy message are Arabic', async ({
    page,
    context,
    backend,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await inArabic(page)
    await popupAlreadySeen(page, backend)
    await page.goto(`/product/${gid('Product', 2)}`)
    await page.getByTestId('share-product').click()
    const dialog = page.getByRole('dialog', { name: 'مشاركة هذا المنتج' })
    await dialog.getByRole('button', { name: 'نسخ الرابط' }).click()
    await expect(page.getByTestId('toast')).toHaveText('تم نسخ رابط المنتج.')
  })

  test('a product opened from a listing renders from the listing’s data with the network gone', async ({
    browser,
    backend,
  }) => {
    // No service worker: only the normalized cache can answer.
    const context = await browser.newContext({ serviceWorkers: 'block', baseURL: backend.url })
    const page = await context.newPage()
    await popupAlreadySeen(page, backend)
    await page.goto(categoryUrl(await categoryId(backend, 'synthetic-5w-30')))
    const card = page.locator(
      `[data-testid="product-card"][data-product-id="${gid('Product', 4)}"]`,
    )
    await expect(card).toBeVisible()
    // Another product opened first: the product screen's code is loaded (without a service
    // worker nothing else could bring it offline), not this product's data.
    await page
      .locator(`[data-testid="product-card"]:not([data-product-id="${gid('Product', 4)}"])`)
      .first()
      .getByTestId('card-name')
      .click()
    await expect(page.getByTestId('product-name')).toBeVisible()
    await page.goBack()
    await expect(card).toBeVisible()
    await context.setOffline(true)
    await card.getByTestId('card-name').click()
    await expect(page.getByTestId('product-name')).toHaveText(
      'Castrol EDGE 5W-30 Fully Synthetic 4 L',
    )
    await expect(page.getByTestId('payable-price')).toHaveText('16.500 OMR')
    await context.close()
  })

  test('a product that cannot be loaded says so and returns home', async ({ page, backend }) => {
    await popupAlreadySeen(page, backend)
    await page.goto(`/product/${gid('Product', 999_999)}`)
    await expect(page.getByTestId('toast')).toHaveText(
      'This product is not available in your store.',
    )
    await expect(page).toHaveURL(/\/$/)
  })
})
