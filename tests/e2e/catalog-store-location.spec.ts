import { expect, test, type Backend } from './fixtures.ts'
import { categoryId, categoryUrl, popupAlreadySeen } from './catalog-support.ts'
import { inArabic } from './language-support.ts'

async function listedIn(backend: Backend, channel: string, category: string): Promise<number> {
  const row = await backend.server.deps.db.one<{ n: number }>(
    `with recursive tree as (
       select id from categories where slug = $2
       union all select c.id from categories c join tree t on c.parent_id = t.id)
     select count(distinct p.id)::int as n from products p
       join product_variants v on v.product_id = p.id
       join variant_listings l on l.variant_id = v.id
       join channels ch on ch.id = l.channel_id
      where ch.slug = $1 and p.category_id in (select id from tree)`,
    [channel, category],
  )
  return row!.n
}

function productsText(count: number): string {
  return count === 1 ? '1 product' : `${count} products`
}

test.describe('store location', () => {
  test('choosing a province and a city changes the catalog, and is remembered', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    const muscat = await listedIn(backend, 'muscat', 'battery')
    const wusta = await listedIn(backend, 'al-wusta', 'battery')
    expect(wusta).toBeLessThan(muscat)
    await page.goto(categoryUrl(await categoryId(backend, 'battery')))
    await expect(page.getByTestId('product-count')).toHaveText(productsText(muscat))
    const chip = page.getByTestId('location-chip')
    await expect(chip).toContainText('Showing the Muscat store.')

    await chip.click()
    const modal = page.getByRole('dialog', { name: 'Choose your store location' })
    const enter = modal.getByRole('button', { name: 'Confirm' })
    await expect(enter).toBeDisabled()
    // Nothing is wrong before anything is chosen.
    const required = modal.getByTestId('location-required')
    await expect(required).toHaveCount(0)
    await modal.getByLabel('Province').selectOption({ label: 'Al Wusta' })
    await expect(enter).toBeDisabled()
    await expect(required).toHaveText('Choose both your province and your city.')
    await modal.getByLabel('City').selectOption({ label: 'Duqm' })
    await expect(enter).toBeEnabled()
    await expect(required).toBeHidden()
    await enter.click()

    await expect(modal).toBeHidden()
    await expect(chip).toContainText('Duqm, Al Wusta')
    await expect(page.getByTestId('product-count')).toHaveText(productsText(wusta))
    await page.reload()
    await expect(page.getByTestId('location-chip')).toContainText('Duqm, Al Wusta')
    await expect(page.getByTestId('product-count')).toHaveText(productsText(wusta))
  })

  test('in Arabic, /store/edit/ asks for both and takes the person home', async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await inArabic(page)
    await page.goto('/store/edit/')
    await expect(page.getByTestId('store-current')).toHaveText('اختر محافظتك ومدينتك.')
    // Confirm, never a word that reads as "sign in".
    const enter = page.getByRole('button', { name: 'تأكيد', exact: true })
    await expect(enter).toBeDisabled()
    await page.getByLabel('المحافظة').selectOption({ label: 'ظفار' })
    await page.getByLabel('المدينة').selectOption({ label: 'صلالة' })
    await enter.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId('location-chip')).toContainText('صلالة')
    const session = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('hig:session') ?? '{}'),
    )
    expect(session.location).toMatchObject({ channel: 'dhofar', cityName: 'صلالة' })
  })
})
