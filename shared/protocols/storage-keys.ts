// Every name under which the app keeps something on the device outside IndexedDB: its
// localStorage and sessionStorage keys and the Web Locks its tabs take turns under. One list, so no module
// re-declares another's key and sign-out knows what a person leaves behind. (The three the
// first screen needs, the login, the language and the refresh lock, are in
// first-screen-keys.ts, so the first load carries only those.)

// The token this device registered for push (an FCM token, or the Web Push endpoint).
export const PUSH_DEVICE_KEY = 'hig:push-device'
export const PUSH_OFFER_DISMISSED_KEY = 'hig:push-offer-dismissed'
export const STAFF_SERVICE_DRAFT_KEY = 'hig:staff-service-draft'

// A push registration finishing while the person signs out is either seen by sign-out or sees
// no login.
export const PUSH_REGISTRATION_LOCK = 'hig:push-registration'
export const STAFF_QUEUE_LOCK = 'hig:staff-queue'
// Every change this device makes to the person's checkout, from a page or the service worker,
// one at a time (decision 290).
export const CART_LOCK = 'hig:cart'
// One tab at a time takes over a draft a closed tab left (decision 171).
export const STAFF_DRAFT_ADOPTION_LOCK = 'hig:staff-draft-adoption'

// This tab's id (sessionStorage), and the lock `hig:tab:<id>` an open tab holds
// (src/lib/tab-identity.ts).
export const TAB_ID_KEY = 'hig:tab-id'
export const TAB_LOCK_PREFIX = 'hig:tab:'

// Keys that hold one person's data outside the session store: sign-out removes them, so the
// next person on the device starts clean.
const personalStorageKeys: readonly string[] = [STAFF_SERVICE_DRAFT_KEY]

// One staff service draft per tab: `hig:staff-service-draft:<tab id>` (decision 171).
export const STAFF_SERVICE_DRAFT_PREFIX = `${STAFF_SERVICE_DRAFT_KEY}:`

export function isPersonalStorageKey(key: string): boolean {
  return personalStorageKeys.includes(key) || key.startsWith(STAFF_SERVICE_DRAFT_PREFIX)
}
