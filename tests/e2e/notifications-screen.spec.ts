import { addFault } from '../../server/rest/dev-faults.ts'
import { expect, test } from './fixtures.ts'
import {
  arabic,
  expireOnServer,
  freshPerson,
  isSeen,
  notify,
  signedInFresh,
} from './notifications-support.ts'

test.describe('the notifications screen', () => {
  test('tabs, the drawer with ?id=, the seen mark and the bell', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const person = await freshPerson(backend, 'Huda')
    const read = await notify(backend, person.id, {
      subject: 'Welcome to HiG',
      message: '<p>Add your car.</p>',
      seen: true,
    })
    const tires = await notify(backend, person.id, {
      subject: 'Your tires are ready',
      message: '<p>Collect them at <b>Al Khuwair</b>. <a href="/my-orders/">Your orders</a></p>',
      image: '/media/products/2.svg',
      link: '/product/2/',
    })
    const offer = await notify(backend, person.id, {
      subject: 'Weekend offer',
      message: '<p>25% off waxes.</p>',
      link: 'https://www.rop.gov.om/english/',
    })
    await signedInAs(page, person.phone)
    await page.goto('/notifications')

    const items = page.getByTestId('notification-item')
    await expect(items).toHaveCount(3)
    await expect(items.first()).toContainText('Weekend offer')
    await expect(page.getByTestId('bell-dot')).toBeVisible()

    await page.getByRole('tab', { name: 'Unread', exact: true }).click()
    await expect(page).toHaveURL(/tab=unread/)
    await expect(items).toHaveCount(2)
    await page.getByRole('tab', { name: 'Read', exact: true }).click()
    await expect(items).toHaveCount(1)
    await expect(items.first()).toContainText('Welcome to HiG')
    await page.getByRole('tab', { name: 'All' }).click()
    await expect(page).not.toHaveURL(/tab=/)

    await page.getByRole('button', { name: 'Unread: Your tires are ready' }).click()
    await expect(page).toHaveURL(new RegExp(`id=${tires}`))
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByText('Your tires are ready')).toBeVisible()
    await expect(drawer.getByTestId('notification-message')).toContainText(
      'Collect them at Al Khuwair',
    )
    await expect(drawer.getByTestId('notification-image-link')).toHaveAttribute(
      'href',
      '/product/2/',
    )
    await expect(drawer.getByText(/^Sent /)).toBeVisible()
    await expect.poll(() => isSeen(backend, tires)).toBe(true)

    await drawer.getByRole('button', { name: 'Close' }).click()
    await expect(page).not.toHaveURL(/id=/)
    await expect(page.getByRole('button', { name: 'Your tires are ready' })).toHaveAttribute(
      'data-seen',
      'true',
    )
    // One unseen left: the dot stays until that one is read too.
    await expect(page.getByTestId('bell-dot')).toBeVisible()
    await page.getByRole('button', { name: 'Unread: Weekend offer' }).click()
    const external = page.getByRole('dialog').getByTestId('notification-link')
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    await expect.poll(() => isSeen(backend, offer)).toBe(true)
    await expect(page.getByTestId('bell-dot')).toBeHidden()
    expect(await isSeen(backend, read)).toBe(true)

    // The back button closes the drawer; an internal link in a message moves within the app.
    await page.goBack()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page).toHaveURL(/\/notifications$/)
    await page.getByRole('button', { name: 'Your tires are ready' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Your orders' }).click()
    await expect(page).toHaveURL(/\/my-orders\/$/)
  })

  test('a link to one notification opens it even when the device has not got it yet', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const person = await signedInFresh(page, backend, signedInAs)
    await page.goto('/notifications')
    await expect(page.getByTestId('empty-state')).toContainText('You have no notifications yet.')

    // Sent while the list was open elsewhere in the app's life: not in the device's list.
    await backend.server.deps.db.query(
      `insert into notifications (user_id, subject, message) values ($1, 'Rate your car wash', '<p>Ten seconds.</p>')`,
      [person.id],
    )
    const { id } = (await backend.server.deps.db.one<{ id: number }>(
      'select max(id) as id from notifications where user_id = $1',
      [person.id],
    ))!
    await page.goto(`/notifications?id=${id}`)
    await expect(page.getByRole('dialog').getByText('Rate your car wash')).toBeVisible()
    await expect.poll(() => isSeen(backend, id)).toBe(true)

    // Someone else's, or gone: the drawer closes without a word.
    await page.goto('/notifications?id=999999')
    await expect(page).not.toHaveURL(/id=/)
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByTestId('toast')).toHaveCount(0)

    // Any other failure says why, and closes.
    addFault(backend.server.deps, {
      method: 'GET',
      path: `notification/notif/${id + 1000}/`,
      times: 1,
      mode: 'status',
      status: 503,
      message: 'The service is busy. Try again in a minute.',
    })
    await page.goto(`/notifications?id=${id + 1000}`)
    await expect(page.getByTestId('toast')).toContainText(
      'The service is busy. Try again in a minute.',
    )
    await expect(page).not.toHaveURL(/id=/)
  })

  test('an expiring notification counts down and disappears at zero, closing its drawer', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const person = await freshPerson(backend)
    const flash = await notify(backend, person.id, {
      subject: 'Flash sale ends soon',
      message: '<p>Batteries fitted free.</p>',
      expiresInSeconds: 90,
    })
    await notify(backend, person.id, { subject: 'Stays', message: '<p>No expiry.</p>' })
    await page.clock.install()
    await signedInAs(page, person.phone)
    await page.goto(`/notifications?id=${flash}`)
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByTestId('notification-expiry')).toHaveText(/Expires in \d\d:\d\d/)
    const before = await drawer.getByTestId('notification-expiry').textContent()
    await page.clock.runFor(2000)
    await expect(drawer.getByTestId('notification-expiry')).not.toHaveText(before!)

    await expireOnServer(backend, flash)
    await page.clock.runFor(90_000)
    await expect(drawer).toBeHidden()
    await expect(page).not.toHaveURL(/id=/)
    await expect(page.getByTestId('notification-item')).toHaveCount(1)
    await expect(page.getByTestId('notification-item')).toContainText('Stays')
  })

  test('a message never runs scripts or handlers in the real browser', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const person = await freshPerson(backend)
    const id = await notify(backend, person.id, {
      subject: 'Trap',
      message:
        '<p>Hello</p><img src="/nothing.png" onerror="window.__ran = true"><script>window.__ran = true</script><a href="javascript:window.__ran=true">x</a>',
    })
    await signedInAs(page, person.phone)
    await page.goto(`/notifications?id=${id}`)
    const message = page.getByRole('dialog').getByTestId('notification-message')
    await expect(message).toContainText('Hello')
    await message.getByText('x').click()
    // The broken image has failed to load by now: a surviving onerror would have run.
    await expect
      .poll(() =>
        message.evaluate((node) => [...node.querySelectorAll('img')].every((img) => img.complete)),
      )
      .toBe(true)
    expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined()
    expect(await message.innerHTML()).not.toMatch(/onerror|<script|javascript:/)
  })

  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/notifications')
    await expect(page.getByTestId('empty-state')).toContainText(
      'Sign in to see your notifications.',
    )
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/login\/d\/\?redirect=%2Fnotifications/)
  })

  test('in Arabic: tabs, empty states and the drawer', async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    const person = await freshPerson(backend)
    const id = await notify(backend, person.id, {
      subject: 'عرض خاص على زيوت المحرك',
      message: '<p dir="rtl">وفّر <b>2 ريال</b> على زيت المحرك.</p>',
      expiresInSeconds: 7200,
    })
    await arabic(context)
    await signedInAs(page, person.phone)
    await page.goto('/notifications')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { name: 'الإشعارات' })).toBeVisible()
    await page.getByRole('tab', { name: 'المقروءة', exact: true }).click()
    await expect(page.getByTestId('empty-state')).toContainText('لا توجد لديك إشعارات مقروءة بعد.')
    await page.getByRole('tab', { name: 'غير المقروءة' }).click()
    await page.getByRole('button', { name: 'غير مقروء: عرض خاص على زيوت المحرك' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByTestId('notification-message')).toContainText('وفّر 2 ريال')
    await expect(drawer.getByTestId('notification-expiry')).toContainText('ينتهي في')
    await expect.poll(() => isSeen(backend, id)).toBe(true)
    await drawer.getByRole('button', { name: 'إغلاق' }).click()
    await expect(page.getByTestId('empty-state')).toContainText('لقد قرأت جميع إشعاراتك.')
  })
})
