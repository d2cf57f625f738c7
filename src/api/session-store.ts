// The session, kept under one localStorage key (the spec's rule): who is signed in and their
// tokens, the chosen store location (the sales channel), the checkout being filled and its
// last known totals, the one-time-code state and small UI memories. Tokens are written at
// once so other tabs see a rotation; the rest at most once a second.
import { createPersistedStore } from '../lib/persisted-store.ts'
import { SESSION_KEY } from '#shared/protocols/first-screen-keys.ts'
import { emptyCartTotals, type CartTotals } from '#shared/protocols/cart-totals.ts'

export { emptyCartTotals, type CartTotals }

export interface SessionUser {
  id: string
  firstName: string
  lastName: string
  email: string
  phone: string // local digits, without the country code
  countryCode: string // digits, no plus: 968
  // Staff of a service center, and whether it is active; absent for everyone else (and until
  // the server has said). The menus follow it (decision 260).
  staff?: StaffStanding
}

export type StaffStanding = 'active-center' | 'inactive-center'

export interface StoreLocation {
  provinceId: number
  provinceName: string
  cityId: number
  cityName: string
  channel: string // the province's sales channel slug
}

/**
 * The cart as this device shows it while it holds changes the server has not confirmed or
 * notices the person has not confirmed yet (decision 290): the badge counts these totals, and
 * delivery and payment wait for both counts to be zero. Null when there are none.
 */
export interface CartOnDevice {
  totals: CartTotals
  waiting: number
  notices: number
}

/**
 * What the person chose on the payment step of one checkout, kept so that a reload or the
 * gateway's return shows it chosen again (decision 264).
 */
export interface PaymentChoices {
  checkoutId: string
  gatewayId: string | null
  useWallet: boolean
  billingSame: boolean
  billingAddressId: string | null
}

/** Idempotency keys of the payment under way, by its part (docs/decisions/151). */
interface PaymentAttempt {
  checkoutId: string
  keys: Record<string, string>
}

export interface SessionState {
  token: string | null
  refreshToken: string | null
  isLogin: boolean
  user: SessionUser | null
  location: StoreLocation | null
  checkoutId: string | null
  transactionId: string | null
  paymentAttempt: PaymentAttempt | null
  paymentChoices: PaymentChoices | null
  cartTotals: CartTotals
  cartOnDevice: CartOnDevice | null
  cartNote: string
  discountCode: string
  otp: { phone: string; countryCode: string; messagingService: string | null }
  seenPopups: string[]
}

export const initialSession = (): SessionState => ({
  token: null,
  refreshToken: null,
  isLogin: false,
  user: null,
  location: null,
  checkoutId: null,
  transactionId: null,
  paymentAttempt: null,
  paymentChoices: null,
  cartTotals: emptyCartTotals,
  cartOnDevice: null,
  cartNote: '',
  discountCode: '',
  otp: { phone: '', countryCode: '968', messagingService: null },
  seenPopups: [],
})

const SESSION_STORAGE_KEY = SESSION_KEY

// Another tab signing someone in or out replaces this tab's unsaved fields: they were the
// person's before.
export const session = createPersistedStore<SessionState>(SESSION_STORAGE_KEY, initialSession, {
  owner: { field: 'user', id: (state) => state.user?.id ?? null },
})

export function isLoggedIn(state: SessionState = session.get()): boolean {
  return state.isLogin && state.token !== null
}

export function useIsLoggedIn(): boolean {
  return session.use(isLoggedIn)
}

/** What the cart badge counts: the cart as the device shows it. */
export function shownCartQuantity(state: SessionState = session.get()): number {
  return (state.cartOnDevice?.totals ?? state.cartTotals).totalQuantity
}

export function storeTokens(token: string, refreshToken: string | null): void {
  session.set((state) => ({ ...state, token, refreshToken: refreshToken ?? state.refreshToken }), {
    flush: true,
  })
}

// Sign-out and a failed refresh forget the person and their cart, but keep the store
// location and what the app has learned about the device.
export function clearSignedInState(): void {
  session.set(
    (state) => ({
      ...initialSession(),
      location: state.location,
      seenPopups: state.seenPopups,
      otp: { ...initialSession().otp, countryCode: state.otp.countryCode },
    }),
    { flush: true },
  )
}
