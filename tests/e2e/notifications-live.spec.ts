import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from './fixtures.ts'
import { arabic, signedInFresh, streamOpened } from './notifications-support.ts'

const run = promisify(execFile)

test.describe('notifications arriving while the app is open', () => {
  test('one sent by an administrator appears in the list and lights the bell (Arabic)', async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    await arabic(context)
    const person = await signedInFresh(page, backend, signedInAs)
    await streamOpened(page, page.goto('/notifications'))
    await expect(page.getByTestId('empty-state')).toContainText('لا توجد لديك إشعارات بعد.')

    const admin = await backend.signIn('96890000000')
    const response = await fetch(`${backend.url}/api/v1/notification/send/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin.accessToken}`,
      },
      body: JSON.stringify({
        phone: person.phone,
        subject: 'سيارتك جاهزة',
        message: '<p>تفضل باستلامها من <b>الخوير</b>.</p>',
        link: '/my-orders/',
      }),
    })
    expect(response.status).toBe(201)
    const item = page.getByTestId('notification-item')
    await expect(item).toContainText('سيارتك جاهزة')
    await expect(page.getByTestId('bell-dot')).toBeVisible()
    await item.click()
    await expect(page.getByRole('dialog').getByTestId('notification-message')).toContainText(
      'تفضل باستلامها',
    )
    await expect(page.getByTestId('bell-dot')).toBeHidden()
  })

  test('one sent with npm run notify lights the bell on another screen without a reload', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const person = await signedInFresh(page, backend, signedInAs)
    await streamOpened(page, page.goto('/terms-and-policy/'))
    await expect(page.getByTestId('bell-dot')).toBeHidden()

    const { stdout } = await run(
      process.execPath,
      [
        'scripts/notify.ts',
        '--url',
        backend.url,
        '--to',
        person.phone,
        '--subject',
        'Oil change due',
        '--message',
        '<p>Book it this week.</p>',
      ],
      // The command signs with the same secret as the test backend (tests/e2e/fixtures.ts).
      { env: { ...process.env, JWT_SECRET: 'e2e-secret', DATABASE: 'memory', LOG_LEVEL: 'error' } },
    )
    expect(stdout).toMatch(/notification \d+ sent through/)
    await expect(page.getByTestId('bell-dot')).toBeVisible()
    await page.getByRole('link', { name: 'Notifications, unread' }).click()
    await expect(page.getByTestId('notification-item')).toContainText('Oil change due')
  })

  test('a visitor never loads the device database for the bell; a signed-in person does', async ({
    page,
    backend,
    signedInAs,
  }) => {
    // Dexie marks the page it runs in (Symbol.for('Dexie') on globalThis).
    const dexieRan = () => page.evaluate(() => Symbol.for('Dexie') in globalThis)
    const background = page.waitForRequest(/start-background/)
    await page.goto('/')
    // The notifications' background work has arrived and had its time to run.
    await background
    await page.waitForTimeout(1500)
    expect(await dexieRan()).toBe(false)

    await signedInFresh(page, backend, signedInAs)
    await streamOpened(page, page.goto('/'))
    await expect.poll(dexieRan).toBe(true)
  })
})
