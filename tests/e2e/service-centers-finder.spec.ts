import type { Page } from '@playwright/test'
import { expect, test, type Backend } from './fixtures.ts'
import { freshCustomer } from './account-money-support.ts'
import { inArabic } from './language-support.ts'

// A type of the test's own with centers in Mirbat, where the seed has none.
async function detailingCenters(backend: Backend) {
  const db = backend.server.deps.db
  const city = await db.one<{ id: number }>("select id from cities where slug = 'mirbat'")
  const existing = await db.one<{ id: number }>(
    "select id from service_center_types where name_en = 'Detailing studio'",
  )
  if (existing) return { cityId: city!.id, typeId: existing.id }
  const manager = await freshCustomer(backend, 'Mubarak', city!.id)
  const type = await db.one<{ id: number }>(
    `insert into service_center_types (name_en, name_ar) values ('Detailing studio', 'استوديو تلميع')
     returning id`,
  )
  await db.query(
    `insert into service_centers (type_id, city_id, name_en, name_ar, region, region_ar, address,
        address_ar, latitude, longitude, manager_user_id, is_active, rate_value, rate_count)
     values
       ($1, $2, 'Mirbat Shine', 'لمعان مرباط', 'Mirbat Center', 'وسط مرباط', 'Way 12, Unit 3',
        'سكة 12، وحدة 3', 16.992, 54.692, $3, true, 4.9, 5),
       ($1, $2, 'Harbour Detailing', 'تلميع الميناء', 'Mirbat Center', 'وسط مرباط', 'Way 40',
        'سكة 40', 16.995, 54.70, $3, true, 4.2, 40),
       ($1, $2, 'Closed Studio', 'استوديو مغلق', '', '', '', '', 16.99, 54.69, null, false, 5.0, 90)`,
    [type!.id, city!.id, manager.id],
  )
  return { cityId: city!.id, typeId: type!.id }
}

// Requests that leave the app's own origin (map tiles, when a tile server is configured).
function outsideRequests(page: Page, origin: string) {
  const sent: string[] = []
  const failed: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
      sent.push(request.url())
  })
  page.on('requestfailed', (request) => {
    if (!request.url().startsWith(origin)) failed.push(request.url())
  })
  return { sent, failed }
}

test.describe('the service-center finder', () => {
  test('types of the person’s city, then its centers best rated first, with a map', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const { cityId, typeId } = await detailingCenters(backend)
    const customer = await freshCustomer(backend, 'Saif', cityId)
    const outside = outsideRequests(page, backend.url)
    await signedInAs(page, customer.phone)
    await page.goto('/service-center/')
    await expect(page.getByRole('heading', { name: 'HiG Centers' })).toBeVisible()
    await expect(page.getByText('Service centers in Mirbat')).toBeVisible()
    const types = page.getByTestId('center-types').getByRole('link')
    await expect(types).toHaveCount(1)
    await expect(types.first()).toContainText('Detailing studio')
    await expect(types.first()).toContainText('2 centers')
    await types.first().click()

    await expect(page).toHaveURL(new RegExp(`/service-center/list/${typeId}/?$`))
    await expect(page.getByRole('heading', { name: 'Detailing studio' })).toBeVisible()
    const centers = page.getByTestId('center-item')
    await expect(centers).toHaveCount(2)
    await expect(centers.nth(0)).toContainText('Mirbat Shine')
    await expect(centers.nth(0).getByTestId('center-rating')).toHaveText('New')
    await expect(centers.nth(1)).toContainText('Harbour Detailing')
    await expect(centers.nth(1).getByTestId('center-rating')).toHaveText('4.2(40)')

    await centers.nth(1).getByRole('button').first().click()
    await expect(centers.nth(1)).toContainText('Manager: Mubarak Customer')
    await expect(centers.nth(1)).toContainText('Mirbat, Mirbat Center, Way 40')
    const map = centers.nth(1).getByTestId('location-map')
    await expect(map).toBeVisible()
    await expect(map).toHaveAttribute('data-lat', '16.99500')
    await expect(map.locator('.pigeon-click-block')).toHaveCount(1)

    // Works with tiles blocked: with no tile server configured nothing leaves the origin;
    // with one that cannot be reached, its tiles fail and the page goes on working.
    const tiles = await map.getAttribute('data-tiles')
    if (tiles === 'off') {
      expect(outside.sent).toEqual([])
    } else {
      await expect.poll(() => outside.failed.length).toBeGreaterThan(0)
    }
    await centers.nth(0).getByRole('button').first().click()
    await expect(centers.nth(0).getByTestId('location-map')).toBeVisible()
    await expect(centers.nth(0)).toContainText('Mirbat, Mirbat Center, Way 12, Unit 3')
  })

  test('in Arabic, and for a visitor with or without a chosen city', async ({ page, backend }) => {
    const { cityId, typeId } = await detailingCenters(backend)
    await page.goto('/service-center/')
    await expect(page.getByText('Choose your city to see its service centers.')).toBeVisible()
    // Choosing a city comes back to the finder, not home.
    await page.getByRole('link', { name: 'Choose your city' }).click()
    await expect(page).toHaveURL(/\/store\/edit\/\?redirect=%2Fservice-center%2F$/)
    await page.getByLabel('Province').selectOption({ label: 'Muscat' })
    await page.getByLabel('City').selectOption({ label: 'Bawshar' })
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(/\/service-center\/$/)
    await expect(page.getByText('Service centers in Bawshar')).toBeVisible()

    const province = await backend.server.deps.db.one<{ id: number }>(
      'select province_id as id from cities where id = $1',
      [cityId],
    )
    await inArabic(page)
    await page.addInitScript(
      ({ cityId, provinceId }) => {
        const current = JSON.parse(localStorage.getItem('hig:session') ?? '{}') as object
        localStorage.setItem(
          'hig:session',
          JSON.stringify({
            ...current,
            location: {
              provinceId,
              provinceName: 'ظفار',
              cityId,
              cityName: 'مرباط',
              channel: 'dhofar',
            },
          }),
        )
      },
      { cityId, provinceId: province!.id },
    )
    await page.goto('/service-center/')
    await expect(page.getByRole('heading', { name: 'مراكز HiG' })).toBeVisible()
    await expect(page.getByText('مراكز الخدمة في مرباط')).toBeVisible()
    await expect(page.getByTestId('center-types')).toContainText('استوديو تلميع')
    await expect(page.getByTestId('center-types')).toContainText('مركزان')
    await page.goto(`/service-center/list/${typeId}/`)
    const centers = page.getByTestId('center-item')
    await expect(centers).toHaveCount(2)
    await expect(centers.nth(0)).toContainText('لمعان مرباط')
    await expect(centers.nth(0).getByTestId('center-rating')).toHaveText('جديد')
    await centers.nth(0).getByRole('button').first().click()
    await expect(centers.nth(0)).toContainText('مرباط، وسط مرباط، سكة 12، وحدة 3')
  })

  test('says when a city has no centers, of a type or at all', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const { typeId } = await detailingCenters(backend)
    const customer = await freshCustomer(backend, 'Ruqaya', 3)
    await signedInAs(page, customer.phone)
    await page.goto(`/service-center/list/${typeId}/`)
    await expect(page.getByText('No service center was found.')).toBeVisible()

    // Rakhyut has no centers of any type.
    const rakhyut = await backend.server.deps.db.one<{ id: number }>(
      "select id from cities where slug = 'rakhyut'",
    )
    await backend.server.deps.db.query('update users set city_id = $1 where id = $2', [
      rakhyut!.id,
      customer.id,
    ])
    await page.goto('/service-center/')
    await expect(page.getByText('No service center was found in your city.')).toBeVisible()
  })
})
