// What sent a visitor to sign in completes after it (decision 263): the Add they pressed is
// done once, with its toast, on the product they were looking at.
import { popupAlreadySeen } from './catalog-support.ts'
import { badge, fixtureProducts, gid, toast } from './checkout-support.ts'
import { expect, test } from './fixtures.ts'
import { inArabic } from './language-support.ts'
import { person, requestCode, typeCode } from './login-support.ts'

const { plain } = fixtureProducts
const product = `/product/${gid('Product', plain.id)}/`

async function cartQuantity(backend: Parameters<typeof person>[0], phone: string) {
  const row = await backend.server.deps.db.one<{ quantity: number }>(
    `select coalesce(sum(l.quantity), 0)::int as quantity
       from checkout_lines l join checkouts c on c.id = l.checkout_id
       join users u on u.id = c.user_id where u.phone = $1`,
    [phone],
  )
  return row!.quantity
}

test.describe('intent survives sign-in', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`a visitor’s Add is done once after signing in, on the same product (${language})`, async ({
      page,
      backend,
    }) => {
      const phone = await person(backend, language === 'en' ? '96891120071' : '96891120072', {
        first: 'Huda',
        last: 'Al Amri',
      })
      await popupAlreadySeen(page, backend)
      if (language === 'ar') await inArabic(page)
      await page.goto(product)
      await page.getByTestId('add-to-cart').click()
      await expect(page).toHaveURL(/\/login\/\?redirect=/)
      await requestCode(page, phone.slice(3))
      await expect(page).toHaveURL(/\/verify-otp\/d\//)
      await typeCode(page, await backend.lastCode(phone))
      await expect(page).toHaveURL((url) => url.pathname === product)
      const added = language === 'en' ? 'Added to your cart.' : 'أُضيف إلى سلتك.'
      await expect(toast(page, added)).toBeVisible()
      await expect(badge(page)).toHaveText('1')
      await expect.poll(() => cartQuantity(backend, phone)).toBe(1)
      // Once: a reload or another visit to the product adds nothing more.
      await page.reload()
      await expect(page.getByTestId('add-to-cart')).toBeEnabled()
      await page.goto('/')
      await page.goto(product)
      await expect(page.getByTestId('add-to-cart')).toBeEnabled()
      await expect(badge(page)).toHaveText('1')
      expect(await cartQuantity(backend, phone)).toBe(1)
    })
  }

  test('an Add left behind is dropped when the person signs in elsewhere', async ({
    page,
    backend,
  }) => {
    const phone = await person(backend, '96891120073')
    await popupAlreadySeen(page, backend)
    await page.goto(product)
    await page.getByTestId('add-to-cart').click()
    await expect(page).toHaveURL(/\/login\//)
    await page.goto('/login/d/')
    await requestCode(page, phone.slice(3))
    await expect(page).toHaveURL(/\/verify-otp\/d\//)
    await typeCode(page, await backend.lastCode(phone))
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await page.goto(product)
    await expect(page.getByTestId('add-to-cart')).toBeEnabled()
    await expect(badge(page)).toHaveCount(0)
    expect(await cartQuantity(backend, phone)).toBe(0)
  })
})
