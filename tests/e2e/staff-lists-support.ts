// Shared by the staff-lists end-to-end specs: the demo staff logins, records of a test's own
// (so deleting, toggling or counting never depends on another test), dates in Oman, and the
// date picker's steps.
import type { Page } from '@playwright/test'
import { demoStaffCenter, demoUsers } from '../../server/db/seed/demo.ts'
import { expect, type Backend } from './fixtures.ts'
import { formatDay } from '../../src/entities/format/date-time.ts'

export const staffPhone = demoUsers.staff.phone
export const inactiveStaffPhone = demoUsers.inactiveStaff.phone
export const centerId = demoStaffCenter.id

export const dbOf = (backend: Backend) => backend.server.deps.db

// A calendar day in Oman (the browser runs in Asia/Muscat), `offset` days from today.
export function omanDay(offset = 0): string {
  return new Date(Date.now() + 4 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10)
}

// A day as the staff screens write it, in English (the app's one date rule, decision 142).
export const shownDay = (ymd: string) => formatDay(ymd, 'en')

const months = {
  en: 'January February March April May June July August September October November December',
  ar: 'يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر',
}

// How the calendar names a day for assistive technology (dayjs "D MMMM YYYY").
function dayLabel(ymd: string, language: 'en' | 'ar'): string {
  const [year, month, day] = ymd.split('-').map(Number)
  return `${day} ${months[language].split(' ')[month! - 1]} ${year}`
}

// Chooses a delivery-date range in the picker, moving the calendar forward as needed.
export async function pickRange(page: Page, start: string, end: string, language: 'en' | 'ar') {
  await page.getByTestId('date-range').click()
  const next = page.getByRole('button', { name: language === 'ar' ? 'الشهر التالي' : 'Next month' })
  for (const day of [start, end]) {
    const button = page.getByRole('button', { name: dayLabel(day, language), exact: true })
    for (let moves = 0; moves < 3 && !(await button.isVisible()); moves++) await next.click()
    await button.click()
  }
  await expect(page).toHaveURL(new RegExp(`start=${start}&end=${end}|end=${end}.*start=${start}`))
}

// The backend's development fault injection (docs/decisions/074): the next `times` calls of a
// method and path answer `status` with `message`, doing nothing.
export async function refuseNext(
  backend: Backend,
  fault: { method: string; path: string; status: number; message: string; times?: number },
) {
  const response = await fetch(`${backend.url}/api/v1/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ times: 1, mode: 'status', ...fault }),
  })
  expect(response.ok).toBe(true)
}
