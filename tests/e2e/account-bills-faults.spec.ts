// /factors/ and /p/{token}/ when the server fails: the translated message shows, and a rating
// being written keeps its face and reasons for the next try. The server misbehaves through its
// development fault injection (docs/decisions/074), with no words of its own; nothing is mocked.
import type { Page } from '@playwright/test'
import { expect, type Backend } from './fixtures.ts'
import { type CustomerSignedIn, toastWith, test } from './account-support.ts'

async function failNext(backend: Backend, method: string, path: string) {
  const response = await fetch(`${backend.url}/api/v1/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method, path, times: 1, mode: 'status', status: 503, message: '' }),
  })
  expect(response.ok).toBe(true)
}

async function storedRating(backend: Backend, token: string): Promise<number | null> {
  const row = await backend.server.deps.db.one<{ rate: number | null }>(
    'select rate from bills where token = $1',
    [token],
  )
  return row!.rate
}

// The chosen face is still chosen and the reasons still ticked.
async function expectRatingKept(page: Page, reasons: string[]) {
  await expect(page.getByTestId('face-4')).toHaveAttribute('aria-checked', 'true')
  for (const reason of reasons) {
    await expect(page.getByRole('checkbox', { name: reason })).toBeChecked()
  }
}

// A customer with one bill, signed in, on its page with four stars chosen and `reasons` ticked.
async function ratingBegun(page: Page, customerSignedIn: CustomerSignedIn, reasons: string[]) {
  const person = await customerSignedIn({ bills: 1 })
  const token = person.billTokens[0]!
  await page.goto(`/p/${token}/`)
  await page.getByTestId('face-4').click()
  for (const reason of reasons) await page.getByRole('checkbox', { name: reason }).check()
  return { person, token }
}

test.describe('bills and rating when the server fails', () => {
  test('the bills list says so and loads on Try again', async ({
    page,
    backend,
    customerSignedIn,
  }) => {
    await customerSignedIn({ bills: 1 })
    await failNext(backend, 'GET', 'service_center/user-bills/')
    await page.goto('/factors/')
    await expect(page.getByTestId('load-error')).toContainText(
      'We could not reach the server. Try again in a moment.',
    )
    await expect(page.getByTestId('bill-item')).toHaveCount(0)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('bill-item')).toHaveCount(1)
    await expect(page.getByTestId('load-error')).toHaveCount(0)
  })

  test('a bill that cannot load says so and loads on Try again', async ({
    page,
    backend,
    customerSignedIn,
  }) => {
    const person = await customerSignedIn({ bills: 1 })
    await failNext(backend, 'GET', 'service_center/bill-factor/')
    await page.goto(`/p/${person.billTokens[0]}/`)
    await expect(
      toastWith(page, 'We could not reach the server. Try again in a moment.'),
    ).toBeVisible()
    await expect(page.getByTestId('load-error')).toContainText(
      'We could not reach the server. Try again in a moment.',
    )
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('rating-submit')).toBeVisible()
  })

  test('a rating the server could not take keeps the face and reasons', async ({
    page,
    backend,
    customerSignedIn,
  }) => {
    const reasons = ['Proper service', 'Courtesy to the customer']
    const { token } = await ratingBegun(page, customerSignedIn, reasons)

    await failNext(backend, 'POST', 'rates/rate/')
    await page.getByTestId('rating-submit').click()
    await expect(
      toastWith(page, 'We could not reach the server. Try again in a moment.'),
    ).toBeVisible()
    await expect(page.getByTestId('rating-submit')).toBeEnabled()
    await expectRatingKept(page, reasons)
    expect(await storedRating(backend, token)).toBeNull()

    await page.getByTestId('rating-submit').click()
    await expect(toastWith(page, 'Thanks for your feedback.')).toBeVisible()
    await expect(page.getByTestId('rated-bill')).toBeVisible()
    expect(await storedRating(backend, token)).toBe(4)
  })

  test('a bill rated meanwhile elsewhere shows the server’s reason and the rating made', async ({
    page,
    backend,
    customerSignedIn,
  }) => {
    const { person, token } = await ratingBegun(page, customerSignedIn, ['Proper service'])

    // Rated from another device while this page was open.
    const { accessToken } = await backend.signIn(person.phone)
    const elsewhere = await fetch(`${backend.url}/api/v1/rates/rate/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ token, rate: 1, items: [2] }),
    })
    expect(elsewhere.ok).toBe(true)

    await page.getByTestId('rating-submit').click()
    await expect(toastWith(page, 'You have already rated this service.')).toBeVisible()
    await expect(page.getByTestId('rated-bill')).toBeVisible()
    expect(await storedRating(backend, token)).toBe(1)
  })

  test('say so in Arabic and keep the rating', async ({ page, backend, customerSignedIn }) => {
    const person = await customerSignedIn({ bills: 1 }, 'ar')
    const token = person.billTokens[0]!
    await failNext(backend, 'GET', 'service_center/user-bills/')
    await page.goto('/factors/')
    await expect(page.getByTestId('load-error')).toContainText(
      'تعذّر الوصول إلى الخادم. حاول مرة أخرى بعد قليل.',
    )
    await page.getByTestId('load-error').getByRole('button').click()
    await page.getByTestId('bill-item').click()

    await page.getByTestId('face-4').click()
    await page.getByRole('checkbox').first().check()
    await failNext(backend, 'POST', 'rates/rate/')
    await page.getByTestId('rating-submit').click()
    await expect(toastWith(page, 'تعذّر الوصول إلى الخادم. حاول مرة أخرى بعد قليل.')).toBeVisible()
    await expect(page.getByTestId('face-4')).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByRole('checkbox').first()).toBeChecked()
    expect(await storedRating(backend, token)).toBeNull()
  })
})
