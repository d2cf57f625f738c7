// Where each screen's back control leads when there is no earlier screen of the app to go back
// to (opened from a notification, a shared link, the gateway's return, a new window), and the
// outcome screens, which always lead there: going back into a finished payment would be wrong
// (decision 261). Only the home page is the top: it alone has no back control. Every route is
// listed, so a new one fails the type check until it says where its back leads.
import type { RegisteredRouter, RouteIds } from '@tanstack/react-router'
import type { Back } from '../shell/back-control.tsx'

type Layout = '__root__' | '/_customer' | '/_guest' | '/_staff'
type ScreenId = Exclude<RouteIds<RegisteredRouter['routeTree']>, Layout>

interface Place {
  params: Record<string, string>
  search: Record<string, unknown>
}

type Parent = string | ((place: Place) => string) | { always: (place: Place) => string } | null

const walletCharge = (place: Place) => String(place.search.is_wallet_charge) === 'true'
const order = (place: Place) => {
  const id = place.search.order_id
  return typeof id === 'string' && id ? `/my-order/${encodeURIComponent(id)}` : null
}
// A refused or canceled payment: back to the payment step, with the cart as it was (the
// wallet for a top-up, the order's page for an unpaid order).
const paymentAgain = {
  always: (place: Place) => (walletCharge(place) ? '/wallet/' : (order(place) ?? '/payment/')),
}
const paid = {
  always: (place: Place) => (walletCharge(place) ? '/wallet/' : (order(place) ?? '/')),
}

const parents: Record<ScreenId, Parent> = {
  '/': null,
  // The tabs of the bottom bar and the pages of the header and menu.
  '/cart/': '/',
  '/_customer/wallet': '/',
  '/_customer/my-orders': '/',
  '/_customer/orders': '/',
  '/_customer/profile/': '/',
  '/_staff/new-service': '/',
  '/_staff/appointment/': '/',
  '/_staff/stocks': '/',
  '/_staff/employees': '/',
  '/_staff/customers': '/',
  '/notifications': '/',
  '/search': '/',
  '/support': '/',
  '/terms-and-policy': '/',
  '/service-center/': '/',
  '/store/edit': '/',
  // The catalog.
  '/category/': '/',
  '/product/$id': '/',
  '/offers': '/profile/',
  '/contactus': '/support/',
  '/service-center/list/$id': '/service-center/',
  // Checkout and its outcomes.
  '/_customer/delivery/': '/cart/',
  '/_customer/payment/': '/delivery/',
  '/payment/result': { always: () => '/payment/' },
  '/payment/done/': paid,
  '/payment/done/$code': paid,
  '/payment/error/': paymentAgain,
  '/payment/error/$code': paymentAgain,
  '/_customer/payment/cancel': paymentAgain,
  '/_customer/payment/canceled': paymentAgain,
  // The account.
  '/_customer/profile/edit': '/profile/',
  '/_customer/mycars': '/profile/',
  '/_customer/address/$route': ({ params }) => (params.route === 'd' ? '/delivery/' : '/profile/'),
  '/_customer/my-order/$id': '/my-orders/',
  '/_customer/order/$id': '/orders/',
  '/_customer/credit': '/wallet/',
  '/_customer/my-cards': '/wallet/',
  '/_customer/factors': '/profile/',
  '/_customer/p/$id': '/factors/',
  '/_customer/invoices': '/profile/',
  // Signing in.
  '/_guest/login/': '/',
  '/_guest/login/c': '/',
  '/_guest/login/d': '/',
  '/_guest/login/p': '/',
  '/_guest/verify-otp/$route': ({ params }) => (params.route === 'c' ? '/login/c/' : '/login/d/'),
  // The service center.
  '/_staff/new-service_/pending': '/new-service/',
  '/_staff/select-service': '/new-service/',
  '/_staff/services/verification/$billId/$phone': '/new-service/',
  '/_staff/services/$id': '/appointment?tab=SERVICES',
  '/_staff/appointment/$id': '/appointment',
  '/_staff/staffs': '/profile/',
}

/** The back of the screen a route shows; null on the home page (and any unknown route). */
export function naturalParent(routeId: string, place: Place): Back | null {
  const parent = (parents as Record<string, Parent | undefined>)[routeId] ?? null
  if (parent === null) return null
  if (typeof parent === 'string') return { to: parent, always: false }
  if (typeof parent === 'function') return { to: parent(place), always: false }
  return { to: parent.always(place), always: true }
}
