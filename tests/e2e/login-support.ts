// Helpers of the login and session end-to-end tests: people of their own (so no other test's
// data is touched), typing a phone and a code the way a person does, and reading the session.
import type { Page } from '@playwright/test'
import { expect, type Backend } from './fixtures.ts'

// A registered person with this phone (digits with country code), created once per backend.
export async function person(
  backend: Backend,
  phone: string,
  names: { first?: string; last?: string } = {},
): Promise<string> {
  await backend.server.deps.db.query(
    `insert into users (phone, country_code, first_name, last_name) values ($1, $2, $3, $4)
     on conflict (phone) do nothing`,
    [
      phone,
      phone.startsWith('968') ? '968' : phone.slice(0, 3),
      names.first ?? '',
      names.last ?? '',
    ],
  )
  return phone
}

// Types the number and presses Start; past the number's own checks, the screen asks for the
// characters of a picture (decision 232), read from the development outbox as a person reads
// the picture, and the code is sent.
export async function requestCode(page: Page, mobile: string): Promise<void> {
  await page.getByTestId('mobile').fill(mobile)
  await page.getByTestId('start').click()
  const picture = page.getByTestId('captcha-image')
  await expect(picture.or(page.getByRole('alert')).first()).toBeVisible()
  if (!(await picture.isVisible())) return
  await page.getByTestId('captcha-answer').fill(await captchaAnswer(page))
  await page.getByTestId('captcha-send').click()
}

// The characters of the captcha picture on screen, from the development outbox.
export async function captchaAnswer(page: Page): Promise<string> {
  const uuid = await page.getByTestId('captcha-image').getAttribute('data-captcha')
  const response = await page.request.get(`/api/v1/__dev/captcha?uuid=${uuid}`)
  expect(response.ok(), 'the development outbox has the captcha').toBe(true)
  return ((await response.json()) as { answer: string }).answer
}

// Types the digits into the first box; the boxes move focus on their own.
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('otp-input').locator('input').first().click()
  await page.keyboard.type(code)
}

// Pastes text into the first code box the way a browser does (a paste event carrying the
// clipboard's text), as a person pasting the code or the whole SMS does.
export async function pasteCode(page: Page, text: string): Promise<void> {
  const first = page.getByTestId('otp-input').locator('input').first()
  await first.focus()
  await first.evaluate((box, value) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', value)
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    )
  }, text)
}

// For toHaveURL: the path and query the page is at, whatever the origin.
export function at(pathAndQuery: string): (url: URL) => boolean {
  return (url) => url.pathname + url.search === pathAndQuery
}

// Empties the six boxes, as a person does before typing a code again.
export async function clearCode(page: Page): Promise<void> {
  const boxes = page.getByTestId('otp-input').locator('input')
  for (let i = 0; i < 6; i++) await boxes.nth(i).fill('')
}

export async function wrongCodeFor(backend: Backend, phone: string): Promise<string> {
  const right = await backend.lastCode(phone)
  return right === '000000' ? '111111' : '000000'
}

export interface StoredSession {
  token: string | null
  refreshToken: string | null
  isLogin: boolean
  user: {
    id: string
    firstName: string
    lastName: string
    phone: string
    countryCode: string
  } | null
  checkoutId: string | null
  otp: { phone: string; countryCode: string; messagingService: string | null }
  cartTotals: { totalQuantity: number }
}

export async function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('hig:session') ?? '{}'))
}

// Checks the stored session, then the name in the side menu of a quiet page (the home page may
// open its one-time popup over the menu button).
export async function expectSignedIn(page: Page, name: string): Promise<void> {
  await expect.poll(async () => (await storedSession(page)).isLogin).toBe(true)
  await page.goto('/terms-and-policy/')
  await page.getByRole('button', { name: /^(Menu|القائمة)$/ }).click()
  await expect(page.getByTestId('side-menu-name')).toHaveText(name)
  await page.keyboard.press('Escape')
}

// A one-tap login link issued the way an administrator does, through the REST endpoint.
export async function loginLink(backend: Backend, phone: string): Promise<string> {
  const admin = await person(backend, '96890009990', { first: 'Link', last: 'Admin' })
  await backend.server.deps.db.query('update users set is_admin = true where phone = $1', [admin])
  const { accessToken } = await backend.signIn(admin)
  const response = await fetch(`${backend.url}/api/v1/accounts/login-tokens/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ phone_number: `+${phone}` }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { path: string } }).data.path
}
