import type { Locator, Page } from '@playwright/test'
import { createEmployee } from '../../server/service-center/test-staff-records.ts'
import { expect, test, type Backend } from './fixtures.ts'
import { centerId, dbOf, refuseNext, staffPhone } from './staff-lists-support.ts'
import { inArabic } from './language-support.ts'
import { groupedPhone } from '../../shared/domain/phone-rules.ts'

const cards = (page: Page) => page.getByTestId('employee-card')
const card = (page: Page, id: number) =>
  page.locator(`[data-testid="employee-card"][data-id="${id}"]`)

async function teamSize(backend: Backend): Promise<number> {
  const row = await dbOf(backend).one<{ n: number }>(
    'select count(*)::int as n from center_employees where center_id = $1',
    [centerId],
  )
  return row!.n
}

async function isActive(backend: Backend, id: number): Promise<boolean> {
  const row = await dbOf(backend).one<{ is_active: boolean }>(
    'select is_active from center_employees where id = $1',
    [id],
  )
  return row!.is_active
}

// A new colleague, and the staff member on My staff searching for them.
async function colleagueSwitch(page: Page, backend: Backend, firstName: string, lastName: string) {
  const colleague = await createEmployee(dbOf(backend), { centerId, firstName, lastName })
  const q = `${firstName} ${lastName.replace(/^Al /, '')}`.toLowerCase()
  await page.goto(`/staffs/?q=${encodeURIComponent(q)}`)
  const toggle = card(page, colleague.id).getByRole('switch')
  await expect(toggle).toBeChecked()
  return { colleague, toggle }
}

// Holds the backend's every database call until released: PGlite has one connection, and an
// open transaction makes the others wait. A request is then sent but not answered, with the
// network untouched. The test must not query the database itself while holding.
// The server refuses the next switch of employee `id` with a status and its words; the switch is
// clicked and the words show (or `shown`, the app's own, when the server gave none).
async function switchRefused(
  page: Page,
  backend: Backend,
  toggle: Locator,
  id: number,
  refusal: { status: number; message: string; shown?: string },
) {
  const { status, message } = refusal
  await refuseNext(backend, {
    method: 'PATCH',
    path: `service_center/service-center-employees/${id}/`,
    status,
    message,
  })
  await toggle.click({ force: true })
  await expect(page.getByText(refusal.shown ?? message)).toBeVisible()
}

async function holdDatabase(backend: Backend): Promise<() => Promise<void>> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let holding!: () => void
  const held = new Promise<void>((resolve) => (holding = resolve))
  const transaction = dbOf(backend).transaction(async () => {
    holding()
    await released
  })
  await held
  return async () => {
    release()
    await transaction
  }
}

test.describe('staff: employees', () => {
  test('scrolls past the first page, searches from page 1, and adds an employee', async ({
    page,
    signedInAs,
    backend,
  }) => {
    await signedInAs(page, staffPhone)
    await page.goto('/employees')
    await expect(cards(page)).toHaveCount(10)
    await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded()
    const total = await teamSize(backend)
    expect(total).toBeGreaterThan(10)
    await expect(cards(page)).toHaveCount(Math.min(total, 20))
    await expect(page.getByTestId('list-sentinel')).toHaveCount(total > 20 ? 1 : 0)

    const colleague = await createEmployee(dbOf(backend), {
      centerId,
      firstName: 'Zubair',
      lastName: 'Al Mahrouqi',
    })
    await page.getByTestId('search-input').fill('zubair mahrouqi')
    await expect(page).toHaveURL(/q=zubair/)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText(groupedPhone(colleague.phone))
    await expect(cards(page).first().getByTestId('employee-bills')).toHaveText('Services: 0')
    await page.getByTestId('search-input').fill('')
    await expect(page).not.toHaveURL(/q=/)
    await expect(cards(page)).toHaveCount(10)
    await page.getByTestId('search-input').fill('nobody by this name')
    await expect(page.getByText('No employees match this search.')).toBeVisible()
    await expect(page.getByTestId('add-employee')).toBeVisible()
    await page.getByTestId('search-input').fill('')
    await expect(cards(page)).toHaveCount(10)

    // The add drawer: Add waits for every field, the phone keeps to eight digits.
    await page.getByTestId('add-employee-fab').click()
    const add = page.getByTestId('employee-add')
    await expect(add).toBeDisabled()
    await page.getByTestId('employee-first-name').fill('Nasser')
    await page.getByTestId('employee-last-name').fill('Al Wahaibi')
    await expect(add).toBeDisabled()
    await page.getByTestId('employee-phone').fill('7a1 2')
    await expect(page.getByTestId('employee-phone')).toHaveValue('712')
    await add.click()
    await expect(page.getByText('Phone number must be 8 digits')).toBeVisible()
    const mobile = `7${String(Date.now()).slice(-7)}`
    await page.getByTestId('employee-phone').fill(mobile)
    await add.click()
    await expect(page.getByText('Employee added.')).toBeVisible()
    await expect(page.getByTestId('add-employee-form')).toHaveCount(0)
    // The newest come right after the manager.
    await expect(cards(page).nth(1)).toContainText('Nasser Al Wahaibi')
    await expect(cards(page).nth(1)).toContainText(groupedPhone(`968${mobile}`))
    const added = await dbOf(backend).one<{ is_active: boolean }>(
      `select e.is_active from center_employees e join users u on u.id = e.user_id
        where u.phone = $1 and e.center_id = $2`,
      [`968${mobile}`, centerId],
    )
    expect(added?.is_active).toBe(true)

    // The same person again: the server's message, nothing added.
    await page.getByTestId('add-employee-fab').click()
    await page.getByTestId('employee-first-name').fill('Nasser')
    await page.getByTestId('employee-last-name').fill('Al Wahaibi')
    await page.getByTestId('employee-phone').fill(mobile)
    await page.getByTestId('employee-add').click()
    await expect(page.getByText('This person is already an employee of your center.')).toBeVisible()
    await expect(page.getByTestId('add-employee-form')).toBeVisible()
  })

  test('the active switch moves only when the server confirms', async ({
    page,
    signedInAs,
    backend,
  }) => {
    await signedInAs(page, staffPhone)
    const { colleague, toggle } = await colleagueSwitch(page, backend, 'Rashid', 'Al Toobi')
    await expect(page.getByRole('heading', { name: 'My staff' })).toBeVisible()

    await switchRefused(page, backend, toggle, colleague.id, {
      status: 503,
      message: 'The service is busy. Try again shortly.',
    })
    await expect(toggle).toBeChecked()
    await expect(toggle).toBeEnabled()
    expect(await isActive(backend, colleague.id)).toBe(true)
    // The error sits above the add button, never over it.
    const error = await page.getByTestId('toast').boundingBox()
    const add = await page.getByTestId('add-employee-fab').boundingBox()
    expect(error!.y + error!.height).toBeLessThanOrEqual(add!.y)

    await toggle.click({ force: true })
    await expect(page.getByText('Employee updated.')).toBeVisible()
    await expect(toggle).not.toBeChecked()
    expect(await isActive(backend, colleague.id)).toBe(false)
    await page.reload()
    await expect(card(page, colleague.id).getByRole('switch')).not.toBeChecked()

    // The center's manager (the one signed in) is never switched off: the switch says so
    // rather than offering what the server refuses.
    await page.getByTestId('search-input').fill('salim harthi')
    const manager = cards(page).filter({ hasText: 'Salim Al Harthi' })
    const self = manager.getByRole('switch')
    await expect(self).toBeChecked()
    await expect(self).toBeDisabled()
    await expect(manager.getByTestId('employee-locked')).toHaveText(
      "The center's manager always stays active.",
    )
  })

  test('the switch stays put while the answer is pending, and after a bare failure', async ({
    page,
    signedInAs,
    backend,
  }) => {
    await signedInAs(page, staffPhone)
    const { colleague, toggle } = await colleagueSwitch(page, backend, 'Khalfan', 'Al Busaidi')

    const release = await holdDatabase(backend)
    try {
      await toggle.click({ force: true })
      // Disabled means the click was handled; an optimistic switch would be off by then.
      await expect(toggle).toBeDisabled()
      await expect(toggle).toBeChecked()
      await expect(card(page, colleague.id)).toContainText('Active')
      await expect(page.getByText('Employee updated.')).toHaveCount(0)
    } finally {
      await release()
    }
    await expect(page.getByText('Employee updated.')).toBeVisible()
    await expect(toggle).not.toBeChecked()
    await expect(toggle).toBeEnabled()
    expect(await isActive(backend, colleague.id)).toBe(false)

    // A failure without the server's words: a translated text, never ky's English.
    await switchRefused(page, backend, toggle, colleague.id, {
      status: 502,
      message: '',
      shown: 'Something went wrong. Try again.',
    })
    await expect(page.getByText(/status code/i)).toHaveCount(0)
    await expect(toggle).not.toBeChecked()
    await expect(toggle).toBeEnabled()
    expect(await isActive(backend, colleague.id)).toBe(false)
  })

  test('in Arabic: the list, adding and switching', async ({ page, signedInAs, backend }) => {
    const colleague = await createEmployee(dbOf(backend), {
      centerId,
      firstName: 'هلال',
      lastName: 'الرواحي',
    })
    await inArabic(page)
    await signedInAs(page, staffPhone)
    await page.goto('/employees')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { name: 'الموظفون' })).toBeVisible()
    await expect(cards(page)).toHaveCount(10)
    await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded()
    await expect.poll(() => cards(page).count()).toBeGreaterThan(10)

    await page.getByTestId('search-input').fill('هلال')
    await expect(cards(page)).toHaveCount(1)
    const toggle = card(page, colleague.id).getByRole('switch')
    await switchRefused(page, backend, toggle, colleague.id, {
      status: 503,
      message: 'الخدمة مشغولة، حاول بعد قليل.',
    })
    await expect(toggle).toBeChecked()
    await toggle.click({ force: true })
    await expect(page.getByText('تم تحديث الموظف.')).toBeVisible()
    await expect(toggle).not.toBeChecked()
    await switchRefused(page, backend, toggle, colleague.id, {
      status: 502,
      message: '',
      shown: 'حدث خطأ ما. حاول مرة أخرى.',
    })
    await expect(toggle).not.toBeChecked()

    await page.getByRole('button', { name: 'إضافة موظف' }).click()
    await page.getByLabel('الاسم الأول').fill('عائشة')
    await page.getByLabel('اسم العائلة').fill('الحوسني')
    await page.getByLabel('رقم الهاتف').fill('٧١٢٣')
    await page.getByRole('button', { name: 'أضف' }).click()
    await expect(page.getByText('يجب أن يتكون رقم الهاتف من 8 أرقام')).toBeVisible()
    await page.getByLabel('رقم الهاتف').fill(`7${String(Date.now()).slice(-7)}`)
    await page.getByRole('button', { name: 'أضف' }).click()
    await expect(page.getByText('تمت إضافة الموظف.')).toBeVisible()
  })
})
