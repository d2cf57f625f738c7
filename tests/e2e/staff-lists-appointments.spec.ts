import { createAppointment } from '../../server/service-center/test-staff-records.ts'
import { expect, test, type Backend } from './fixtures.ts'
import { centerId, dbOf, omanDay, pickRange, shownDay, staffPhone } from './staff-lists-support.ts'
import { inArabic } from './language-support.ts'

// Appointments a month ahead (the seed's end two weeks ahead), one product family per test.
async function ownAppointments(backend: Backend, family: string, offset: number) {
  const first = omanDay(offset)
  const second = omanDay(offset + 1)
  const tire = await createAppointment(dbOf(backend), {
    centerId,
    deliveryDate: first,
    categoryId: 44,
    productEn: `${family} Tire 205/55 R16`,
    productAr: `${family} إطار 205/55 R16`,
    customerName: 'Badr Al Mamari',
    customerPhone: '96877100200',
    quantity: 4,
  })
  const expiredTire = await createAppointment(dbOf(backend), {
    centerId,
    deliveryDate: second,
    categoryId: 44,
    productEn: `${family} Tire 225/45 R17`,
    productAr: `${family} إطار 225/45 R17`,
    customerName: '',
    customerPhone: '96877100201',
    expiredAt: new Date(`${second}T21:00:00Z`),
  })
  const battery = await createAppointment(dbOf(backend), {
    centerId,
    deliveryDate: second,
    categoryId: 57,
    productEn: `${family} Battery 70Ah`,
    productAr: `${family} بطارية 70Ah`,
    customerName: 'Salma Al Busaidi',
    customerPhone: '96877100202',
  })
  return { first, second, tire, expiredTire, battery }
}

const cardIds = (page: import('@playwright/test').Page) =>
  page.getByTestId('appointment-card').getByTestId('appointment-id').allTextContents()

test.describe('staff: appointments', () => {
  test('every filter in the URL: dates, search, category, sort; reload and back keep them', async ({
    page,
    signedInAs,
    backend,
  }) => {
    const own = await ownAppointments(backend, 'Zephyr', 40)
    await signedInAs(page, staffPhone)
    await page.goto('/appointment')

    // Today and tomorrow by default.
    await expect(page.getByTestId('appointment-card').first()).toBeVisible()
    const dates = await page.getByTestId('appointment-date').allTextContents()
    expect(new Set(dates).size).toBeGreaterThan(0)
    for (const date of dates) expect([shownDay(omanDay(0)), shownDay(omanDay(1))]).toContain(date)

    await pickRange(page, own.first, own.second, 'en')
    await expect
      .poll(() => cardIds(page))
      .toEqual([own.tire, own.expiredTire, own.battery].map(String))
    await expect(page.getByTestId('filter-badge-dates')).toHaveText(
      `${shownDay(own.first)} – ${shownDay(own.second)}`,
    )

    await page.getByTestId('search-input').fill('zephyr tire')
    await expect(page).toHaveURL(/q=zephyr(\+|%20)tire/)
    await expect.poll(() => cardIds(page)).toEqual([own.tire, own.expiredTire].map(String))

    await page.getByTestId('open-category').click()
    await page.getByRole('radio', { name: 'Battery' }).check()
    await page.getByTestId('category-apply').click()
    await expect(page).toHaveURL(/category=57/)
    await expect(page.getByText('No appointments found')).toBeVisible()
    await page.getByTestId('open-category').click()
    await page.getByRole('radio', { name: 'Tire' }).check()
    await page.getByTestId('category-apply').click()
    await expect(page).toHaveURL(/category=44/)
    await expect(page.getByTestId('filter-badge-category')).toHaveText('Tire')
    await expect.poll(() => cardIds(page)).toEqual([own.tire, own.expiredTire].map(String))

    await page.getByTestId('open-sort').click()
    await page.getByTestId('sort-expired').check()
    await page.getByTestId('sort-apply').click()
    await expect(page).toHaveURL(/sort=expired/)
    await expect.poll(() => cardIds(page)).toEqual([own.expiredTire, own.tire].map(String))
    const expiredCard = page.getByTestId('appointment-card').first()
    await expect(expiredCard.getByTestId('appointment-expired')).toHaveText('Expired')
    await expect(expiredCard.getByTestId('appointment-customer')).toHaveText(
      'Customer without a name',
    )
    await expect(expiredCard.getByTestId('appointment-date')).toHaveText(shownDay(own.second))

    await page.reload()
    await expect.poll(() => cardIds(page)).toEqual([own.expiredTire, own.tire].map(String))
    await expect(page.getByTestId('search-input')).toHaveValue('zephyr tire')
    await expect(page.getByTestId('filter-badges')).toContainText('Expired first')

    await expiredCard.getByTestId('appointment-more').click()
    await expect(page).toHaveURL(new RegExp(`/appointment/${own.expiredTire}$`))
    await expect(page.getByTestId('appointment-expired')).toBeVisible()
    await expect(page.getByTestId('appointment-expired-on')).toHaveText(
      shownDay(
        new Date(Date.parse(`${own.second}T21:00:00Z`) + 4 * 3_600_000).toISOString().slice(0, 10),
      ),
    )
    await expect(page.getByTestId('appointment-customer')).toHaveText('Customer without a name')
    await page.getByTestId('header-back').click()
    await expect.poll(() => cardIds(page)).toEqual([own.expiredTire, own.tire].map(String))

    // Removing a badge is a step back can undo.
    await page.getByRole('button', { name: 'Remove filter: Tire' }).click()
    await expect(page).not.toHaveURL(/category=/)
    await page.goBack()
    await expect(page).toHaveURL(/category=44/)
    await expect.poll(() => cardIds(page)).toEqual([own.expiredTire, own.tire].map(String))
    await page.getByRole('button', { name: 'Remove filter: Expired first' }).click()
    await expect.poll(() => cardIds(page)).toEqual([own.tire, own.expiredTire].map(String))
  })

  test('in Arabic, right to left', async ({ page, signedInAs, backend }) => {
    const own = await ownAppointments(backend, 'Quasar', 50)
    await inArabic(page)
    await signedInAs(page, staffPhone)
    await page.goto('/appointment')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { name: 'المواعيد' })).toBeVisible()

    await pickRange(page, own.first, own.second, 'ar')
    await expect(page.getByTestId('appointment-card')).toHaveCount(3)
    await page.getByTestId('search-input').fill('quasar')
    await expect(page).toHaveURL(/q=quasar/)
    await page.getByTestId('open-category').click()
    await page.getByRole('radio', { name: 'الإطارات' }).check()
    await page.getByTestId('category-apply').click()
    await page.getByTestId('open-sort').click()
    await page.getByRole('radio', { name: 'المنتهية أولاً' }).check()
    await page.getByRole('button', { name: 'تطبيق' }).click()
    await expect.poll(() => cardIds(page)).toEqual([own.expiredTire, own.tire].map(String))
    const expiredCard = page.getByTestId('appointment-card').first()
    await expect(expiredCard.getByTestId('appointment-expired')).toHaveText('منتهية الصلاحية')
    await expect(expiredCard.getByTestId('appointment-customer')).toHaveText('عميل بدون اسم')
    await expect(expiredCard.getByTestId('appointment-product')).toHaveText(
      'Quasar إطار 225/45 R17',
    )

    await page.reload()
    await expect.poll(() => cardIds(page)).toEqual([own.expiredTire, own.tire].map(String))
    await expect(page.getByTestId('filter-badge-category')).toHaveText('الإطارات')
    await page.getByTestId('search-input').fill('لا شيء يطابق هذا')
    await expect(page.getByText('لا توجد مواعيد')).toBeVisible()
    // Without the search, the other filters still hold.
    await page.getByTestId('filter-badge-q').getByRole('button').click()
    await expect(page.getByTestId('search-input')).toHaveValue('')
    await expect.poll(() => cardIds(page)).toEqual([own.expiredTire, own.tire].map(String))
  })
})
