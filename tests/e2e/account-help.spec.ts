// /support/, /contactus and /terms-and-policy/: the FAQ from content/faq, the contact drawer
// from configuration, and the privacy policy and terms of use, collapsible, in both languages.
import { expect, test } from './fixtures.ts'
import { inArabic } from './language-support.ts'

test.describe('help and legal pages', () => {
  test('answer the frequently asked questions and give the support contacts', async ({ page }) => {
    await page.goto('/support/')
    const questions = page.getByTestId('faq-question')
    await expect(questions.first()).toHaveText('How do I place an order?')
    await page.getByRole('button', { name: 'Can I cancel my order?' }).click()
    await expect(page.getByText('Yes, within 48 hours of placing it')).toBeVisible()
    await page.getByTestId('contact-open').click()
    const drawer = page.getByTestId('contact-drawer')
    await expect(drawer.getByTestId('support-phone').first()).toHaveAttribute(
      'href',
      /^tel:\+968\d+$/,
    )
    await expect(drawer.getByTestId('support-address')).toContainText('Muscat')
  })

  test('open /contactus with the contacts showing', async ({ page }) => {
    await page.goto('/contactus')
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible()
    await expect(page.getByTestId('support-phone')).not.toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('faq-question').first()).toBeVisible()
  })

  test('show the privacy policy and terms of use, one section at a time', async ({ page }) => {
    await page.goto('/terms-and-policy/')
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible()
    for (const section of [
      'collection',
      'use',
      'protection',
      'delivery',
      'returns',
      'cookies',
      'third-parties',
      'changes',
      'acceptance',
      'intellectual-property',
      'user-conduct',
      'liability',
    ])
      await expect(page.getByTestId(`legal-${section}`)).toBeVisible()
    const cancellation = page.getByText('You may cancel an order within 48 hours')
    await expect(cancellation).toBeHidden()
    await page.getByTestId('legal-returns').click()
    await expect(cancellation).toBeVisible()
    await expect(page.getByText('within 7 days of receiving it')).toBeVisible()
    await page.getByTestId('legal-delivery').click()
    await expect(page.getByText('within 7 working days at most')).toBeVisible()
    await page.getByTestId('legal-returns').click()
    await expect(cancellation).toBeHidden()
  })

  test('work in Arabic', async ({ page }) => {
    await inArabic(page)
    await page.goto('/support/')
    await expect(page.getByTestId('faq-question').first()).toHaveText('كيف أقدم طلبًا؟')
    await page.getByTestId('contact-open').click()
    await expect(page.getByTestId('support-address')).toContainText('مسقط')
    await page.goto('/terms-and-policy/')
    await expect(page.getByRole('heading', { name: 'سياسة الخصوصية' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'شروط الاستخدام' })).toBeVisible()
    await page.getByTestId('legal-returns').click()
    await expect(page.getByText('يمكنك إلغاء الطلب خلال 48 ساعة')).toBeVisible()
    await expect(page.getByText('خلال 7 أيام من استلامه')).toBeVisible()
    await page.getByTestId('legal-delivery').click()
    await expect(page.getByText('خلال 7 أيام عمل كحد أقصى')).toBeVisible()
  })
})
