// /profile/ and /profile/edit/: the person's picture (PNG only, kept on the device), names
// with the spec's messages, saved through accountUpdate.
import { deflateSync } from 'node:zlib'
import { expect } from './fixtures.ts'
import { expectVisitorSentTo, toastWith, test } from './account-support.ts'
import { fieldError } from './form-support.ts'

// A real 2×2 PNG, made here so the test needs no file.
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (data: Buffer) => {
    let c = 0xffffffff
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(2, 0)
  header.writeUInt32BE(2, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.from([0, 255, 0, 0, 0, 128, 0, 0, 0, 0, 255, 255, 255, 0])
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test.describe('profile', () => {
  test('sends a visitor to sign in (profile) or home (edit)', async ({ page }) => {
    await expectVisitorSentTo(page, '/profile/', '/login/d/')
    await expectVisitorSentTo(page, '/profile/edit/', '/')
  })

  test('shows the person, links their account and keeps a PNG picture on the device', async ({
    page,
    customerSignedIn,
  }) => {
    const person = await customerSignedIn({ firstName: 'Salma', lastName: 'Al Habsi' })
    await page.goto('/profile/')
    await expect(page.getByTestId('profile-name')).toHaveText('Salma Al Habsi')
    await expect(page.getByTestId('profile-phone')).toHaveText(`+968 ${person.phone.slice(3)}`)
    for (const [testId, href] of [
      ['link-orders', '/my-orders/'],
      ['link-wallet', '/wallet/'],
      ['link-offers', '/offers/'],
      ['link-addresses', '/address/a/'],
      ['link-cars', '/mycars/'],
      ['link-bills', '/factors/'],
      ['link-invoices', '/invoices/'],
    ] as const)
      await expect(page.getByTestId(testId)).toHaveAttribute('href', href)
    await expect(page.getByTestId('profile-edit')).toHaveAttribute('href', '/profile/edit/')

    const input = page.locator('input[type=file]')
    await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('x') })
    await expect(
      toastWith(page, 'Only PNG pictures can be used. Choose a .png file.'),
    ).toBeVisible()
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() })
    await expect(toastWith(page, 'Your picture was changed.')).toBeVisible()
    const picture = page.getByTestId('profile-avatar').locator('img')
    await expect(picture).toHaveAttribute('src', /^data:image\/(webp|jpeg);base64,/)
    await page.reload()
    await expect(picture).toHaveAttribute('src', /^data:image\/(webp|jpeg);base64,/)
  })

  test('shows a dash for a person without a name', async ({ page, customerSignedIn }) => {
    await customerSignedIn({ firstName: '', lastName: '' })
    await page.goto('/profile/')
    await expect(page.getByTestId('profile-name')).toHaveText('-')
  })

  test('edits the names with each of the spec’s messages', async ({
    page,
    backend,
    customerSignedIn,
  }) => {
    const person = await customerSignedIn({ firstName: 'Old', lastName: 'Name' })
    await page.goto('/profile/edit/')
    const first = page.getByTestId('first-name')
    const last = page.getByTestId('last-name')
    const problem = page.getByTestId('profile-problem')
    const save = page.getByTestId('profile-save')
    await expect(first).toHaveValue('Old')
    await save.click()
    await expect(problem).toHaveText('Change your name first, then save.')
    await first.fill('')
    await last.fill('')
    await save.click()
    // Each name's problem under it (both missing: once, under the first).
    await expect(fieldError(page, 'first-name')).toHaveText('Enter your first and last name.')
    await expect(last).toHaveAttribute('aria-invalid', 'true')
    await last.fill('Al Habsi')
    await save.click()
    await expect(fieldError(page, 'first-name')).toHaveText('Enter your first name.')
    await first.fill('Salma')
    await last.fill(' ')
    await save.click()
    await expect(fieldError(page, 'last-name')).toHaveText('Enter your last name.')
    // What was typed stays through the messages.
    await expect(first).toHaveValue('Salma')
    await last.fill('Al Habsi')
    await save.click()
    await expect(toastWith(page, 'Your profile is updated.')).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === '/profile/')
    await expect(page.getByTestId('profile-name')).toHaveText('Salma Al Habsi')
    const row = await backend.server.deps.db.one<{ first_name: string; last_name: string }>(
      'select first_name, last_name from users where id = $1',
      [person.id],
    )
    expect(row).toEqual({ first_name: 'Salma', last_name: 'Al Habsi' })
  })

  test('works in Arabic', async ({ page, customerSignedIn }) => {
    await customerSignedIn({ firstName: 'سالم', lastName: 'الهنائي' }, 'ar')
    await page.goto('/profile/')
    await expect(page.getByRole('heading', { name: 'الملف الشخصي' })).toBeVisible()
    await expect(page.getByTestId('profile-name')).toHaveText('سالم الهنائي')
    await expect(page.getByTestId('link-cars')).toContainText('سياراتي')
    await page.locator('input[type=file]').setInputFiles({
      name: 'me.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    })
    await expect(toastWith(page, 'يمكن استخدام صور PNG فقط')).toBeVisible()
    await page.getByTestId('profile-edit').click()
    await expect(page.getByTestId('first-name')).toHaveValue('سالم')
    await page.getByTestId('profile-save').click()
    await expect(page.getByTestId('profile-problem')).toHaveText('غيّر اسمك أولًا ثم احفظ.')
    await page.getByTestId('first-name').fill('')
    await page.getByTestId('last-name').fill('')
    await page.getByTestId('profile-save').click()
    await expect(fieldError(page, 'first-name')).toHaveText('أدخل اسمك الأول واسم العائلة.')
    await page.getByTestId('last-name').fill('الهنائي')
    await page.getByTestId('profile-save').click()
    await expect(fieldError(page, 'first-name')).toHaveText('أدخل اسمك الأول.')
    await page.getByTestId('first-name').fill('سالم')
    await page.getByTestId('last-name').fill('')
    await page.getByTestId('profile-save').click()
    await expect(fieldError(page, 'last-name')).toHaveText('أدخل اسم العائلة.')
    await page.getByTestId('last-name').fill('البلوشي')
    await page.getByTestId('profile-save').click()
    await expect(toastWith(page, 'تم تحديث ملفك الشخصي.')).toBeVisible()
    await expect(page.getByTestId('profile-name')).toHaveText('سالم البلوشي')
  })
})
