// axe-core over every screen a visitor reaches, in English and in Arabic, with the drawers and
// dialogs open (docs/decisions/150): no serious or critical violation of WCAG 2.0, 2.1 and 2.2
// A and AA. One page for the whole walk; each screen is judged once it has settled.
import { staffLookups } from '../../server/db/seed/demo.ts'
import { Audit, languageNames, languages, open, printFigures, useLanguage } from './axe-support.ts'
import { categoryId, categoryUrl, gid } from './catalog-support.ts'
import { expect, test } from './fixtures.ts'
import { captchaAnswer } from './login-support.ts'

// The customer walk's phone (issue 18): 390 × 844; each screen is measured at 320 px too.
test.use({ viewport: { width: 390, height: 844 } })

for (const language of languages) {
  test(`axe: every visitor screen, ${languageNames[language]}`, async ({
    page,
    backend,
  }, testInfo) => {
    test.setTimeout(600_000)
    const audit = new Audit('visitor', language, testInfo)
    const oil = await categoryId(backend, 'synthetic-5w-30')
    await page.goto('/terms-and-policy/')
    await useLanguage(page, language)
    const s = (name: string, reach: () => Promise<void>, dialog = false) =>
      audit.screen(page, `${name} [${language}]`, reach, { dialog })
    // The popup banner shows on a first visit only.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('hig:session') ?? '{}')
      localStorage.setItem('hig:session', JSON.stringify({ ...session, seenPopups: [] }))
    })
    await s('home with popup', () =>
      open(page, '/', page.getByTestId('popup-banner'), { fresh: true }),
    )
    await s('home', async () => {
      await page.getByTestId('popup-close').click()
      await expect(page.getByTestId('header-carousel')).toBeVisible()
    })
    await s('language menu', async () => {
      await page.getByTestId('language-menu').click()
      await expect(page.getByRole('menu')).toBeVisible()
    })
    await s(
      'side menu',
      async () => {
        await page.keyboard.press('Escape')
        await audit.focusBackOn(page.getByTestId('language-menu'))
        await audit.openDialog(page, page.getByRole('button', { name: /^(Menu|القائمة)$/ }))
      },
      true,
    )
    await s(
      'store location modal',
      () => audit.nextDialog(page, page.getByTestId('location-chip')),
      true,
    )
    await s('search', () => open(page, '/search?q=castrol', page.getByTestId('product-card')))
    await s('search, too short', () => open(page, '/search?q=ca', page.getByTestId('search-input')))
    await s('listing', () => open(page, categoryUrl(oil), page.getByTestId('product-card')))
    await s('filter panel', () => audit.openDialog(page, page.getByTestId('open-filter')), true)
    await s('sort modal', () => audit.nextDialog(page, page.getByTestId('open-sort')), true)
    await s('share dialog', () => audit.nextDialog(page, page.getByTestId('share-product')), true)
    await s('product', async () => {
      await audit.closeDialog(page)
      await open(page, `/product/${gid('Product', 1)}`, page.getByTestId('product-detail'))
    })
    await s('product out of stock', () =>
      open(page, `/product/${gid('Product', 3)}`, page.getByTestId('out-of-stock')),
    )
    await s('product not found', () => open(page, '/product/1/', page.getByTestId('not-found')))
    await s('offers', () => open(page, '/offers/', page.getByTestId('offers-promotion')))
    await s('store location', () => open(page, '/store/edit/', page.getByTestId('province-select')))
    await s('cart', () => open(page, '/cart/', page.getByTestId('empty-state')))
    await s('login', () => open(page, '/login/', page.getByTestId('mobile')))
    await s('login (shop)', () => open(page, '/login/d/', page.getByTestId('mobile')))
    await s('login with captcha', () => open(page, '/login/c/', page.getByTestId('captcha-image')))
    await s('one-tap login refused', () =>
      open(page, '/login/p/?token=made-up', page.getByTestId('token-login-error')),
    )
    await s(
      'security check before a code',
      async () => {
        await open(page, '/login/d/', page.getByTestId('mobile'))
        await page.getByTestId('mobile').fill(staffLookups.couponCustomer.phone.slice(3))
        await page.getByTestId('start').click()
        await expect(page.getByTestId('captcha-image')).toBeVisible()
      },
      true,
    )
    await s('one-time code', async () => {
      await page.getByTestId('captcha-answer').fill(await captchaAnswer(page))
      await page.getByTestId('captcha-send').click()
      await expect(page.getByTestId('otp-input')).toBeVisible()
    })
    await s('terms', () => open(page, '/terms-and-policy/', page.locator('h1')))
    await s('support', () => open(page, '/support/', page.getByTestId('faq-question')))
    await s('contact drawer', () => audit.openDialog(page, page.getByTestId('contact-open')), true)
    await s('contact us', async () => {
      await audit.closeDialog(page)
      await open(page, '/contactus', page.getByTestId('faq-question'))
    })
    await s('notifications', () => open(page, '/notifications', page.getByRole('tab')))
    await s('payment failed', () => open(page, '/payment/error/', page.getByTestId('try-again')))
    await s('not found', () => open(page, '/no/such/page', page.getByTestId('not-found')))
    printFigures(audit)
    expect(audit.unreachable).toEqual([])
    expect(audit.findings).toEqual([])
    expect(audit.layout).toEqual([])
    expect(audit.focus).toEqual([])
  })
}
