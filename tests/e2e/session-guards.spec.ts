// Every guard of the three spec parts, against the real session: where a visitor is sent from
// each page that needs a login, and that the login family sends a signed-in person home.
import { expect, test } from './fixtures.ts'
import { at, person } from './login-support.ts'

// [page, where a visitor lands]. /login/ and /login/d/ bring the visitor back afterwards.
const visitorRedirects: readonly (readonly [string, string])[] = [
  // Account area (2-account §2 and §6): profile, cars, addresses, orders, wallet → /login/d/.
  ['/profile/', '/login/d/'],
  ['/mycars/', '/login/d/'],
  ['/address/a/', '/login/d/'],
  ['/address/d/', '/login/d/'],
  ['/orders/', '/login/d/'],
  ['/my-orders/', '/login/d/'],
  ['/order/7/', '/login/d/'],
  ['/my-order/7', '/login/d/'],
  ['/wallet/', '/login/d/'],
  ['/credit/', '/login/d/'],
  ['/factors/', '/login/d/'],
  ['/my-cards/', '/login/d/'],
  ['/invoices/', '/login/d/'],
  // A bill's rating link (2-account §5).
  ['/p/abc123', '/login/d/'],
  // Profile edit and the canceled payment → home.
  ['/profile/edit/', '/'],
  ['/payment/canceled', '/'],
  ['/payment/cancel/', '/'],
  // Checkout (1-shopping §6): delivery and payment → /login/.
  ['/delivery/', '/login/'],
  ['/payment/', '/login/'],
  // Staff area (3-staff §2): the new-service pages → /login/d/, the others → /login/.
  ['/new-service/', '/login/d/'],
  ['/select-service/', '/login/d/'],
  ['/new-service/pending/', '/login/d/'],
  ['/services/verification/12/96895550101/', '/login/d/'],
  ['/services/12', '/login/'],
  ['/appointment', '/login/'],
  ['/appointment/5', '/login/'],
  ['/stocks', '/login/'],
  ['/stocks/', '/login/'],
  ['/employees', '/login/'],
  ['/staffs/', '/login/'],
  ['/customers/', '/login/'],
]

// Pages anyone may open.
const publicPages = [
  '/',
  '/search',
  '/cart/',
  '/notifications',
  '/offers/',
  '/service-center/',
  '/store/edit/',
  '/support/',
  '/contactus',
  '/terms-and-policy/',
  '/payment/done/',
  '/payment/error/',
]

const guestOnly = ['/login/', '/login/d/', '/login/c/', '/login/p/?token=x', '/verify-otp/d/']

test.describe('guards', () => {
  test('send a visitor to the login page each spec table names, and bring them back', async ({
    page,
  }) => {
    for (const [path, target] of visitorRedirects) {
      await page.goto(path)
      const expected = target === '/' ? '/' : `${target}?redirect=${encodeURIComponent(path)}`
      await expect(page, `${path} → ${expected}`).toHaveURL(at(expected))
    }
  })

  test('let a visitor open the public pages', async ({ page }) => {
    for (const path of publicPages) {
      await page.goto(path)
      await expect(page, path).toHaveURL(at(path))
    }
  })

  test('let a signed-in person in, and keep them out of the login family', async ({
    page,
    backend,
    signedInAs,
  }) => {
    await signedInAs(page, await person(backend, '96891110041', { first: 'Guarded' }))
    for (const [path] of visitorRedirects.slice(0, 4)) {
      await page.goto(path)
      await expect(page, path).toHaveURL(at(path))
    }
    for (const path of guestOnly) {
      await page.goto(path)
      await expect(page, path).toHaveURL(at('/'))
    }
  })
})
