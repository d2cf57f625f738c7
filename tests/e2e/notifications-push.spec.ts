import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts'
import { serviceWorkerReady } from '../../scripts/browser/service-worker-ready.ts'
import { at, person, requestCode, typeCode } from './login-support.ts'
import {
  arabic,
  countPushChecks,
  deviceRegistration,
  freshPerson,
  offlinePushService,
  pushChecks,
  pushDeliverer,
  signedInFresh,
} from './notifications-support.ts'
import {
  couponCustomer,
  fillCustomerStep,
  fillServiceStep,
  staffPhone,
  typeCode as staffTypeCode,
} from './staff-service-support.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })
// Notification permission and the system notifications a push shows live in the full browser,
// not in the headless shell the other specs run in (docs/decisions/207).
test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } })

// The offer sits in the page's own flow: not fixed or floating, and clear of the action beside it.
async function expectInFlow(page: Page, offer: Locator, action: Locator) {
  expect(await offer.evaluate((element) => getComputedStyle(element).position)).toBe('static')
  const [a, b] = [await offer.boundingBox(), await action.boundingBox()]
  expect(a && b).toBeTruthy()
  const overlap =
    a!.x < b!.x + b!.width &&
    b!.x < a!.x + a!.width &&
    a!.y < b!.y + b!.height &&
    b!.y < a!.y + a!.height
  expect(overlap).toBe(false)
  await expect(action).toBeInViewport()
}

test.describe('push notifications', () => {
  test('a push reaching the worker is stored, shown, listed and lights the bell at once', async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    await context.grantPermissions(['notifications'])
    // Records what the app puts on the installed app's icon.
    await context.addInitScript(() => {
      const calls: number[] = []
      Object.assign(window, { __badges: calls })
      Object.defineProperty(navigator, 'setAppBadge', {
        value: async (count?: number) => void calls.push(count ?? 0),
      })
      Object.defineProperty(navigator, 'clearAppBadge', {
        value: async () => void calls.push(0),
      })
    })
    await signedInFresh(page, backend, signedInAs)
    await page.goto('/notifications')
    await expect(page.getByTestId('empty-state')).toBeVisible()
    await serviceWorkerReady(page)
    const deliver = await pushDeliverer(context, page, backend.url)

    // Firebase Cloud Messaging, data-only.
    await deliver({
      data: {
        type: 'notification',
        notification_id: '900001',
        subject: 'Your car is ready',
        message: '<p>Collect it at <b>Al Khuwair</b>.</p>',
        image: '/media/products/1.svg',
        link: '/my-orders/',
        send_time: new Date().toISOString(),
        expires_in: '',
      },
      from: '1234567890',
      fcmMessageId: 'e2e-1',
    })
    const items = page.getByTestId('notification-item')
    await expect(items).toHaveCount(1)
    await expect(items.first()).toContainText('Your car is ready')
    await expect(page.getByTestId('bell-dot')).toBeVisible()

    // Plain Web Push JSON, as the backend sends it.
    await deliver({
      type: 'notification',
      id: 900002,
      subject: 'Oil change due',
      message: '<p>Book your oil change.</p>',
      image: null,
      link: null,
      send_time: new Date().toISOString(),
      expires_in: 3600,
      seen: false,
    })
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText('Oil change due')
    await expect
      .poll(() => page.evaluate(() => (window as { __badges?: number[] }).__badges?.at(-1)))
      .toBe(2)

    const stored = await page.evaluate(
      () =>
        new Promise<{ id: number; source: string; seen: number }[]>((resolve) => {
          const open = indexedDB.open('hig')
          open.onsuccess = () => {
            const request = open.result
              .transaction('notifications')
              .objectStore('notifications')
              .getAll()
            request.onsuccess = () => resolve(request.result)
          }
        }),
    )
    expect(
      stored.map(({ id, source, seen }) => ({ id, source, seen })).sort((a, b) => a.id - b.id),
    ).toEqual([
      { id: 900001, source: 'push', seen: 0 },
      { id: 900002, source: 'push', seen: 0 },
    ])
    // The worker stores a push and tells the page before its system notification is up.
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          url: (notification.data as { url: string }).url,
        }))
      })
    await expect.poll(shown).toEqual(
      expect.arrayContaining([
        {
          title: 'Your car is ready',
          body: 'Collect it at Al Khuwair.',
          url: '/notifications?id=900001',
        },
        { title: 'Oil change due', body: 'Book your oil change.', url: '/notifications?id=900002' },
      ]),
    )
  })

  test('on another screen, a push lights the bell without a reload (Arabic)', async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    await context.grantPermissions(['notifications'])
    await arabic(context)
    await signedInFresh(page, backend, signedInAs)
    await page.goto('/terms-and-policy/')
    await serviceWorkerReady(page)
    await expect(page.getByTestId('bell-dot')).toBeHidden()
    const deliver = await pushDeliverer(context, page, backend.url)
    await deliver({ id: 900010, subject: 'تذكير بتغيير الزيت', message: '<p>احجز موعدك.</p>' })
    await expect(page.getByTestId('bell-dot')).toBeVisible()
    await page.getByRole('link', { name: 'الإشعارات، غير مقروءة' }).click()
    await expect(page.getByTestId('notification-item')).toContainText('تذكير بتغيير الزيت')
  })

  test('with permission granted, the device registers after login and sign-out removes it', async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    await context.grantPermissions(['notifications'])
    await offlinePushService(context)
    await countPushChecks(context)
    const person = await signedInFresh(page, backend, signedInAs)
    const registration = deviceRegistration(page)
    await page.goto('/terms-and-policy/')
    expect((await registration).ok()).toBe(true)
    // What the call carried, as the server stored it.
    const devices = () =>
      backend.server.deps.db.query<{
        kind: string
        device_token: string
        subscription: { endpoint: string; keys: { p256dh: string; auth: string } } | null
        operating_system: string
        user_agent: string
        city_id: number | null
      }>(
        'select kind, device_token, subscription, operating_system, user_agent, city_id from devices where user_id = $1',
        [person.id],
      )
    expect(await devices()).toHaveLength(1)
    // The device remembers what it sent once the answer is in: a reload before that sends again.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hig:push-device')))
      .toContain('"token"')
    const [device] = await devices()
    expect(device!.kind).toBe('webpush')
    expect(device!.device_token).toMatch(/^https:\/\/push\.example\.test\/e2e\//)
    expect(device!.subscription?.endpoint).toBe(device!.device_token)
    expect(device!.subscription?.keys.auth).toMatch(/^[\w-]{22}$/)
    expect(device!.operating_system).not.toBe('')
    expect(device!.user_agent).toContain('Chrome')

    // A second start with the same token checks the registration and does not send it again.
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/notification/firebase/')) sent.push(request.method())
    })
    await page.reload()
    await serviceWorkerReady(page)
    await expect.poll(() => pushChecks(page)).toBeGreaterThanOrEqual(1)
    expect(sent).toEqual([])
    expect((await devices()).map((row) => row.device_token)).toEqual([device!.device_token])
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByTestId('sign-out').click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(async () => (await devices()).length).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('hig:push-device'))).toBeNull()
  })

  test('a login through the screens registers this device with the backend', async ({
    page,
    context,
    backend,
  }) => {
    await context.grantPermissions(['notifications'])
    await offlinePushService(context)
    const phone = await person(backend, '96891110061', { first: 'Salim' })
    const devices = () =>
      backend.server.deps.db.query<{ kind: string; device_token: string; endpoint: string }>(
        `select d.kind, d.device_token, d.subscription->>'endpoint' as endpoint
           from devices d join users u on u.id = d.user_id where u.phone = $1`,
        [phone],
      )
    await page.goto('/login/d/')
    await requestCode(page, '91110061')
    await expect(page).toHaveURL(at('/verify-otp/d/'))
    expect(await devices()).toEqual([]) // nobody to register for before the login
    const registration = deviceRegistration(page)
    await typeCode(page, await backend.lastCode(phone))
    await expect(page).toHaveURL(at('/'))
    expect((await registration).ok()).toBe(true)
    expect(await devices()).toHaveLength(1)
    const [device] = await devices()
    expect(device!.kind).toBe('webpush')
    expect(device!.endpoint).toBe(device!.device_token)
    // The device remembers what it sent, for sign-out to remove (written once the answer came).
    const remembered = () => page.evaluate(() => localStorage.getItem('hig:push-device'))
    await expect
      .poll(async () => JSON.parse((await remembered()) ?? '{}') as unknown)
      .toMatchObject({ token: device!.device_token })
  })

  test('signed in for a long while, nothing floats up over the page', async ({
    page,
    backend,
    signedInAs,
  }) => {
    await page.clock.install()
    await signedInFresh(page, backend, signedInAs)
    // The work behind the screens has started once its live stream opens.
    const started = page.waitForResponse(
      (response) => response.url().includes('/notification/stream/'),
      { timeout: 0 },
    )
    await page.goto('/terms-and-policy/')
    await page.clock.runFor(3000)
    await started
    await page.clock.runFor(10 * 60_000)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('push-offer')).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  // Its words ("hear about your orders") are for customers: a staff member who just served one
  // is not their addressee (decision 251).
  test('a verified service offers no push under its result', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await couponCustomer(backend)
    await signedInAs(page, staffPhone)
    await page.goto('/new-service/')
    await fillCustomerStep(page, customer)
    await fillServiceStep(page)
    await page.getByTestId('submit-service').click()
    await expect(page).toHaveURL(/\/services\/verification\//)
    await expect(page.getByTestId('push-offer')).toHaveCount(0)
    await staffTypeCode(page, await backend.lastCode(customer.phone))
    await expect(page.getByTestId('service-done')).toBeVisible()
    await expect(page.getByTestId('next-customer')).toBeVisible()
    await expect(page.getByTestId('push-offer')).toHaveCount(0)
  })

  test('in Arabic, a finished payment offers push under its result', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const person = await freshPerson(backend)
    await arabic(page.context())
    await signedInAs(page, person.phone)
    await page.goto('/payment/done?is_wallet_charge=true&psp_reference=DEV-x')
    await expect(page.getByTestId('payment-done')).toContainText('أُضيف المبلغ إلى محفظتك')
    const offer = page.getByTestId('payment-done').getByTestId('push-offer')
    await expect(offer).toContainText('فعّل الإشعارات لتصلك أخبار طلباتك')
    await expectInFlow(
      page,
      offer,
      page.getByRole('link', { name: 'العودة إلى محفظتك', exact: true }),
    )
    // Headless Chromium answers the browser's prompt with "block".
    await offer.getByRole('button', { name: 'تفعيل الإشعارات' }).click()
    await expect(page.getByTestId('toast')).toContainText('الإشعارات محظورة')
    await expect(offer).toHaveCount(0)
  })

  test('a finished payment offers push under its result, in the page; not now keeps it quiet', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const person = await freshPerson(backend)
    await signedInAs(page, person.phone)
    const paid = async () => {
      await page.goto('/payment/done?is_wallet_charge=true&psp_reference=DEV-x')
      await expect(page.getByTestId('payment-done')).toBeVisible()
    }
    await paid()
    const offer = page.getByTestId('payment-done').getByTestId('push-offer')
    await expect(offer).toContainText('Turn on notifications to hear about your orders')
    await expectInFlow(
      page,
      offer,
      page.getByRole('link', { name: 'Back to your wallet', exact: true }),
    )
    await offer.getByRole('button', { name: 'Not now' }).click()
    await expect(offer).toHaveCount(0)

    await paid()
    await expect(page.getByTestId('push-offer')).toHaveCount(0)
  })

  test('the app asks in its own words before the browser does', async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    await offlinePushService(context)
    const person = await signedInFresh(page, backend, signedInAs)
    await page.goto('/notifications')
    const offer = page.getByTestId('push-offer')
    await expect(offer).toContainText('Turn on notifications to hear about your orders')
    // Headless Chromium answers the browser's prompt with "block" unless allowed.
    await offer.getByRole('button', { name: 'Turn on notifications' }).click()
    await expect(page.getByTestId('toast')).toContainText('Notifications are blocked.')

    await context.grantPermissions(['notifications'])
    const registration = deviceRegistration(page)
    await page.reload()
    await expect(page.getByTestId('push-offer')).toBeHidden()
    expect((await registration).ok()).toBe(true)
    expect(
      await backend.server.deps.db.query('select 1 from devices where user_id = $1', [person.id]),
    ).toHaveLength(1)
  })
})
