import type { Page } from '@playwright/test'
import { createCenterBill, createPerson } from '../../server/service-center/test-staff-records.ts'
import { expect, test, type Backend } from './fixtures.ts'
import { centerId, dbOf, staffPhone } from './staff-lists-support.ts'
import { inArabic } from './language-support.ts'
import { serviceWorkerReady } from './staff-service-support.ts'

// A customer of the test's own with one verified and one unverified service at the center.
async function ownServices(backend: Backend, firstName: string) {
  const person = await createPerson(dbOf(backend), { firstName, lastName: 'Al Shukaili' })
  const verified = await createCenterBill(dbOf(backend), {
    centerId,
    customerId: person.id,
    verified: true,
    currentKilometer: 61_500,
    items: [
      { nameEn: 'Oil Change Service', nameAr: 'خدمة تغيير الزيت', chargePrice: 21_000 },
      { nameEn: 'Foam Wash', nameAr: 'غسيل بالرغوة', quantity: 2, chargePrice: 1_750 },
    ],
  })
  const unverified = await createCenterBill(dbOf(backend), {
    centerId,
    customerId: person.id,
    verified: false,
    currentKilometer: 45_000,
    items: [{ nameEn: 'Foam Wash', nameAr: 'غسيل بالرغوة', chargePrice: 3_500 }],
  })
  return { person, verified, unverified }
}

const cards = (page: Page) => page.getByTestId('service-card')

// Writes services into the device's submission queue the way the new-service flow does:
// the client id starts with the hex of the owner's id (docs/decisions/070).
async function queueOnDevice(page: Page, items: { name: string; status: 'queued' | 'failed' }[]) {
  await page.evaluate(async (list) => {
    const ownerId = (
      JSON.parse(localStorage.getItem('hig:session') ?? '{}') as {
        user?: { id?: string }
      }
    ).user!.id!
    const prefix = Array.from(new TextEncoder().encode(ownerId), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('')
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('hig')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const transaction = open.result.transaction('submissions', 'readwrite')
        list.forEach((item, index) =>
          transaction.objectStore('submissions').add({
            clientId: `${prefix}.${crypto.randomUUID()}`,
            ownerId,
            createdAt: Date.now() + index,
            status: item.status,
            payload: { mobile_number: '96877555000', order_line_id: [1] },
            summary: {
              customerName: item.name,
              phone: '96877555000',
              carName: 'Kia Picanto',
              lines: [{ id: 1, name: 'Foam Wash & Tire Shine – Sedan' }],
            },
            attempts: item.status === 'failed' ? 1 : 0,
            nextAttemptAt: Date.now() + 3_600_000,
            lastError:
              item.status === 'failed'
                ? 'A chosen service is not one of the customer’s coupons.'
                : null,
            billId: null,
            sentAt: null,
          }),
        )
        transaction.oncomplete = () => {
          open.result.close()
          resolve()
        }
        transaction.onerror = () => reject(transaction.error)
      }
    })
  }, items)
}

test.describe('staff: services', () => {
  test('list with totals and the status filter, then deleting an unverified service', async ({
    page,
    signedInAs,
    backend,
  }) => {
    const own = await ownServices(backend, 'Thuraya')
    await signedInAs(page, staffPhone)
    await page.goto('/appointment?tab=SERVICES')
    await expect(page.getByTestId('tab-services')).toHaveAttribute('aria-selected', 'true')
    await expect(cards(page).first()).toBeVisible()
    // The page is named after the tab it shows.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services')

    await page.getByTestId('search-input').fill('thuraya')
    await expect(page).toHaveURL(/q=thuraya/)
    await expect(cards(page)).toHaveCount(2)
    await expect(cards(page).nth(0)).toHaveAttribute('data-id', String(own.unverified))
    // Only the verified service counts: 21.000 + 2 × 1.750.
    await expect(page.getByTestId('total-charge')).toHaveText('24.500 OMR')
    await expect(page.getByTestId('verified-count')).toHaveText('1')

    await page.getByTestId('open-status').click()
    await page.getByTestId('status-unverified').check()
    await page.getByTestId('status-apply').click()
    await expect(page).toHaveURL(/is_verified=0/)
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByTestId('filter-badge-status')).toHaveText('Unverified')
    await expect(page.getByTestId('total-charge')).toHaveText('0.000 OMR')
    await page.getByTestId('open-status').click()
    await page.getByTestId('status-reset').click()
    await expect(page).not.toHaveURL(/is_verified/)
    await expect(cards(page)).toHaveCount(2)
    await page.getByTestId('open-status').click()
    await page.getByTestId('status-verified').check()
    await page.getByTestId('status-apply').click()
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toHaveAttribute('data-id', String(own.verified))
    await page.reload()
    await expect(cards(page)).toHaveCount(1)
    await expect(page.getByTestId('search-input')).toHaveValue('thuraya')

    // A verified service cannot be deleted.
    await cards(page).first().click()
    await expect(page).toHaveURL(new RegExp(`/services/${own.verified}$`))
    await expect(page.getByTestId('service-banner')).toHaveAttribute('data-verified', 'true')
    await expect(page.getByTestId('service-odometer')).toHaveText('61,500 km')
    await expect(page.getByTestId('service-total')).toHaveText('24.500 OMR')
    await expect(page.getByTestId('service-item')).toHaveCount(2)
    await expect(page.getByTestId('service-customer')).toHaveText('Thuraya Al Shukaili')
    await expect(page.getByTestId('delete-service')).toHaveCount(0)

    await page.goto(`/services/${own.unverified}`)
    await expect(page.getByTestId('service-banner')).toHaveAttribute('data-verified', 'false')
    await expect(page.getByTestId('service-item')).toHaveText([/Foam Wash\s*1\s*3\.500 OMR/])
    await page.getByTestId('delete-service').click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('service-detail')).toBeVisible()
    await page.getByTestId('delete-service').click()
    await page.getByTestId('confirm-delete').click()
    await expect(page).toHaveURL(/\/appointment\?tab=SERVICES$/)
    await expect(page.getByText('The service was deleted.')).toBeVisible()
    expect(
      await dbOf(backend).query('select 1 from bills where id = $1', [own.unverified]),
    ).toEqual([])
    await page.goto(`/services/${own.unverified}`)
    await expect(page.getByTestId('load-error')).toContainText('We could not find this service.')
    // Gone for good: trying again would not bring it back.
    await expect(page.getByTestId('load-error').getByRole('button')).toHaveCount(0)
  })

  test.describe(() => {
    // Reloaded offline: the service worker serves the app (the config blocks it elsewhere).
    test.use({ serviceWorkers: 'allow' })

    test('services still in the offline queue appear, marked pending', async ({
      page,
      signedInAs,
      backend,
    }) => {
      await ownServices(backend, 'Wadha')
      await signedInAs(page, staffPhone)
      await page.goto('/appointment')
      await expect(page.getByTestId('date-range')).toBeVisible()
      // Offline, the app's code comes from the service worker's precache.
      await serviceWorkerReady(page)
      await page.context().setOffline(true)
      await queueOnDevice(page, [
        { name: 'Wadha Al Ghafri', status: 'queued' },
        { name: 'Wadha Al Kindi', status: 'failed' },
        { name: 'Someone Else', status: 'queued' },
      ])
      await page.getByTestId('tab-services').click()
      const pending = page.getByTestId('pending-service')
      await expect(pending).toHaveCount(3)
      await expect(page.getByTestId('load-error')).toContainText('You are offline')
      await page.getByTestId('search-input').fill('wadha')
      await expect(pending).toHaveCount(2)
      await expect(pending.nth(0)).toContainText('Wadha Al Kindi')
      await expect(pending.nth(0).getByTestId('pending-badge')).toHaveText('Not sent')
      await expect(pending.nth(0)).toContainText(
        'A chosen service is not one of the customer’s coupons.',
      )
      await expect(pending.nth(1).getByTestId('pending-badge')).toHaveText('Pending')

      // Back online, the server's services show beside them.
      await page.context().setOffline(false)
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(cards(page)).toHaveCount(2)
      await expect(pending).toHaveCount(2)

      // Never verified: hidden when only verified services are asked for.
      await page.getByTestId('open-status').click()
      await page.getByTestId('status-verified').check()
      await page.getByTestId('status-apply').click()
      await expect(cards(page)).toHaveCount(1)
      await expect(pending).toHaveCount(0)
    })
  })

  test('in Arabic: the list, the detail and deleting', async ({ page, signedInAs, backend }) => {
    const own = await ownServices(backend, 'Shamsa')
    await inArabic(page)
    await signedInAs(page, staffPhone)
    await page.goto('/appointment?tab=SERVICES&q=shamsa')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(cards(page)).toHaveCount(2)
    await expect(page.getByText('الخدمات التي تم التحقق منها')).toBeVisible()
    await expect(cards(page).nth(0).getByTestId('service-status')).toHaveText('لم يتم التحقق')
    await cards(page).nth(0).click()
    await expect(page.getByTestId('service-banner')).toContainText('بانتظار رمز العميل')
    await expect(page.getByTestId('service-item')).toContainText('غسيل بالرغوة')
    await expect(page.getByTestId('service-odometer')).toHaveText('45,000 كم')
    await page.getByRole('button', { name: 'حذف هذه الخدمة' }).click()
    await page.getByTestId('confirm-delete').click()
    await expect(page.getByText('تم حذف الخدمة.')).toBeVisible()
    await expect(page).toHaveURL(/\/appointment\?tab=SERVICES$/)
    await page.goto(`/services/${own.verified}`)
    await expect(page.getByTestId('service-banner')).toContainText('تم التحقق')
    await expect(page.getByRole('button', { name: 'حذف هذه الخدمة' })).toHaveCount(0)
  })
})
