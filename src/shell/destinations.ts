// Where the bottom bar and the side menu lead, by who is using the app (decision 260). The spec
// drew them for staff; a visitor or a customer gets their own destinations in the places the
// staff's tools held, and staff keep the spec's entries beside the customer's ones. Staff of an
// inactive center keep them too: the spec's access-denied view tells them why they are closed.
import type { SessionUser } from '../api/session-store.ts'

export type NavigationRole = 'visitor' | 'customer' | 'staff'

export function navigationRole(loggedIn: boolean, user: SessionUser | null): NavigationRole {
  if (!loggedIn) return 'visitor'
  return user?.staff ? 'staff' : 'customer'
}

export type Destination =
  | 'wallet'
  | 'cart'
  | 'home'
  | 'orders'
  | 'account'
  | 'new-service'
  | 'appointments'
  | 'stocks'
  | 'employees'
  | 'cars'
  | 'addresses'
  | 'bills'
  | 'notifications'
  | 'service-centers'
  | 'sign-in'
  | 'help'
  | 'terms'

export const destinationPaths = {
  wallet: '/wallet/',
  cart: '/cart/',
  home: '/',
  orders: '/my-orders/',
  account: '/profile/',
  'new-service': '/new-service/',
  appointments: '/appointment',
  stocks: '/stocks',
  employees: '/employees',
  cars: '/mycars/',
  addresses: '/address/a/',
  bills: '/factors/',
  notifications: '/notifications',
  'service-centers': '/service-center/',
  'sign-in': '/login/d/',
  help: '/support/',
  terms: '/terms-and-policy/',
} as const satisfies Record<Destination, string>

/** The five entries of the bottom bar, in the spec's order (home in the middle). */
export function bottomBarOf(role: NavigationRole): readonly Destination[] {
  return role === 'staff'
    ? ['wallet', 'cart', 'home', 'new-service', 'appointments']
    : ['wallet', 'cart', 'home', 'orders', 'account']
}

/** The side menu's groups, top to bottom (sign-out is added below them for a signed-in person). */
export function sideMenuOf(role: NavigationRole): readonly (readonly Destination[])[] {
  const outside: Destination[] = ['service-centers', 'help', 'terms']
  if (role === 'visitor') return [['sign-in'], outside]
  const own: Destination[] = [
    'account',
    'orders',
    'wallet',
    'cars',
    'addresses',
    'bills',
    'notifications',
  ]
  if (role === 'customer') return [own, outside]
  return [['appointments', 'new-service', 'stocks', 'employees'], own, outside]
}

/** Whether `pathname` is the destination's screen or one below it (its entry shows as current). */
export function isAt(destination: Destination, pathname: string): boolean {
  if (destination === 'home') return pathname === '/'
  if (destination === 'orders') return /^\/(my-)?orders?\b/.test(pathname)
  if (destination === 'account') return pathname.startsWith('/profile')
  if (destination === 'wallet') return /^\/(wallet|credit|my-cards)\b/.test(pathname)
  if (destination === 'cart') return /^\/(cart|delivery|payment)\b/.test(pathname)
  if (destination === 'new-service')
    return /^\/(new-service|select-service|services\/verification)\b/.test(pathname)
  if (destination === 'appointments')
    return /^\/(appointment|services\/(?!verification))/.test(pathname)
  return pathname.startsWith(destinationPaths[destination].replace(/\/$/, ''))
}
