// /factors/ and /p/{token}/: the person's service bills and rating one, once.
import { expect } from './fixtures.ts'
import { expectVisitorSentTo, newCustomer, toastWith, test } from './account-support.ts'

test.describe('bills and rating', () => {
  test('send a visitor to sign in, and back to the rating link afterwards', async ({ page }) => {
    await expectVisitorSentTo(page, '/factors/', '/login/d/')
    await expectVisitorSentTo(page, '/p/abc123/', '/login/d/')
  })

  test('say when there are no bills', async ({ page, customerSignedIn }) => {
    await customerSignedIn()
    await page.goto('/factors/')
    await expect(page.getByTestId('empty-state')).toHaveText('You have no bills yet.')
  })

  test('rate a bill once, with each of the spec’s messages', async ({
    page,
    backend,
    customerSignedIn,
  }) => {
    const person = await customerSignedIn({
      bills: 2,
      cars: [{ brand: 'Toyota', model: 'Camry', year: 2018 }],
    })
    const [token] = person.billTokens
    await page.goto('/factors/')
    await expect(page.getByTestId('bill-item')).toHaveCount(2)
    await expect(page.getByTestId('bill-item').first()).toContainText('HiG Car Care – Al Khuwair')
    await expect(page.getByTestId('bill-item').first()).toHaveAttribute('href', `/p/${token}/`)
    await page.getByTestId('bill-item').first().click()
    await expect(page.getByRole('heading', { name: 'Rate your service' })).toBeVisible()

    const submit = page.getByTestId('rating-submit')
    await submit.click()
    await expect(page.getByTestId('rating-problem')).toHaveText('Choose how satisfied you are.')
    await page.getByTestId('face-1').click()
    await expect(page.getByRole('checkbox', { name: 'Inadequate service' })).toBeVisible()
    await expect(page.getByTestId('contact-us')).toHaveAttribute('href', '/contactus')
    await submit.click()
    await expect(page.getByTestId('rating-problem')).toHaveText('Choose at least one reason.')
    await page.getByRole('checkbox', { name: 'Inadequate service' }).check()
    // Another face clears the reasons chosen and offers its own list.
    await page.getByTestId('face-4').click()
    await expect(page.getByTestId('contact-us')).toHaveCount(0)
    await expect(page.getByRole('checkbox', { name: 'Proper service' })).not.toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Inadequate service' })).toHaveCount(0)
    await submit.click()
    await expect(page.getByTestId('rating-problem')).toHaveText('Choose at least one reason.')
    await page.getByRole('checkbox', { name: 'Proper service' }).check()
    await page.getByRole('checkbox', { name: 'Courtesy to the customer' }).check()
    await submit.click()
    await expect(toastWith(page, 'Thanks for your feedback.')).toBeVisible()

    // Now read-only: center, time, date, kilometers and the items with their limits.
    const rated = page.getByTestId('rated-bill')
    await expect(rated).toBeVisible()
    await expect(page.getByTestId('bill-km')).toHaveText('42,000')
    await expect(page.getByTestId('bill-items')).toContainText('Engine oil change')
    await expect(page.getByTestId('bill-items')).toContainText('5,000 km')
    await expect(page.getByTestId('bill-items')).toContainText('90')
    await expect(page.getByTestId('bill-rating')).toContainText('Excellent')
    await expect(page.getByTestId('rating-submit')).toHaveCount(0)

    // A second rating is refused by the backend.
    const { accessToken } = await backend.signIn(person.phone)
    const again = await fetch(`${backend.url}/api/v1/rates/rate/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ token, rate: 1, items: [2] }),
    })
    expect(again.status).toBe(409)
    const row = await backend.server.deps.db.one<{ rate: number; rate_items: number[] }>(
      'select rate, rate_items from bills where token = $1',
      [token],
    )
    expect(row).toEqual({ rate: 4, rate_items: [1, 2] })

    await page.getByTestId('bills-back').click()
    await expect(page).toHaveURL((url) => url.pathname === '/factors/')
    await expect(page.getByTestId('bill-rated').first()).toHaveText('Rated')
  })

  test('find no bill of someone else', async ({ page, backend, customerSignedIn }) => {
    const other = await newCustomer(backend, { bills: 1 })
    await customerSignedIn()
    await page.goto(`/p/${other.billTokens[0]}/`)
    await expect(page.getByText('We could not find this bill.')).toBeVisible()
  })

  test('work in Arabic', async ({ page, customerSignedIn }) => {
    await customerSignedIn({ bills: 1 }, 'ar')
    await page.goto('/factors/')
    await expect(page.getByTestId('bill-item')).toContainText('هاي جي للعناية بالسيارات – الخوير')
    await page.getByTestId('bill-item').click()
    await page.getByTestId('rating-submit').click()
    await expect(page.getByTestId('rating-problem')).toHaveText('اختر مستوى رضاك.')
    await page.getByTestId('face-2').click()
    await expect(page.getByTestId('contact-us')).toHaveText('اتصل بنا')
    await page.getByTestId('rating-submit').click()
    await expect(page.getByTestId('rating-problem')).toHaveText('اختر سببًا واحدًا على الأقل.')
    await page.getByRole('checkbox', { name: 'سوء التعامل مع العميل' }).check()
    await page.getByTestId('rating-submit').click()
    await expect(toastWith(page, 'شكرًا على رأيك.')).toBeVisible()
    await expect(page.getByTestId('bill-items')).toContainText('تغيير زيت المحرك')
    await expect(page.getByTestId('bill-rating')).toContainText('عادي')
  })
})
