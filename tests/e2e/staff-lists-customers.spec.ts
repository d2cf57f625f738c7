import { createCenterBill, createPerson } from '../../server/service-center/test-staff-records.ts'
import { expect, test, type Backend } from './fixtures.ts'
import { centerId, dbOf, staffPhone } from './staff-lists-support.ts'
import { inArabic } from './language-support.ts'
import { groupedPhone } from '../../shared/domain/phone-rules.ts'
import { formatDay } from '../../src/entities/format/date-time.ts'

// A customer of the test's own with two verified services (the last one on a known day) and
// one still waiting for the code, which does not count.
async function ownCustomer(backend: Backend, firstName: string, lastName: string, year: number) {
  const person = await createPerson(dbOf(backend), { firstName, lastName })
  for (const [verified, at] of [
    [true, `${year}-04-01T08:00:00Z`],
    [true, `${year}-05-03T21:30:00Z`],
    [false, `${year}-06-01T08:00:00Z`],
  ] as const) {
    await createCenterBill(dbOf(backend), {
      centerId,
      customerId: person.id,
      verified,
      createdAt: new Date(at),
    })
  }
  return person
}

test.describe('staff: customers', () => {
  test('the people the center served, searchable, with services and last visit', async ({
    page,
    signedInAs,
    backend,
  }) => {
    const person = await ownCustomer(backend, 'Jokha', 'Al Harthiya', 2035)
    await signedInAs(page, staffPhone)
    await page.goto('/customers/')
    await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible()
    // The latest visit first: this customer's is in 2035, after any other test's.
    const first = page.getByTestId('customer-card').first()
    await expect(first.getByTestId('customer-name')).toHaveText('Jokha Al Harthiya')
    await page.getByTestId('search-input').fill(person.phone.slice(3))
    await expect(page).toHaveURL(new RegExp(`q=${person.phone.slice(3)}$`))
    await expect(page.getByTestId('customer-card')).toHaveCount(1)
    await expect(first).toContainText(groupedPhone(person.phone))
    await expect(first.getByTestId('customer-services')).toHaveText('Services: 2')
    // 21:30 UTC is the next morning in Oman.
    await expect(first).toContainText(`Last visit: ${formatDay('2035-05-04', 'en')}`)
    await page.reload()
    await expect(page.getByTestId('customer-card')).toHaveCount(1)
    await page.getByTestId('search-input').fill('nobody at all')
    await expect(page.getByText('No customers match this search.')).toBeVisible()
  })

  test('in Arabic', async ({ page, signedInAs, backend }) => {
    await ownCustomer(backend, 'ميثاء', 'الشكيلية', 2030)
    await inArabic(page)
    await signedInAs(page, staffPhone)
    await page.goto('/customers/?q=%D9%85%D9%8A%D8%AB%D8%A7%D8%A1')
    await expect(page.getByRole('heading', { name: 'العملاء' })).toBeVisible()
    const card = page.getByTestId('customer-card')
    await expect(card).toHaveCount(1)
    await expect(card.getByTestId('customer-name')).toHaveText('ميثاء الشكيلية')
    await expect(card.getByTestId('customer-services')).toHaveText('الخدمات: 2')
    await expect(card).toContainText(`آخر زيارة: ${formatDay('2030-05-04', 'ar')}`)
  })
})
