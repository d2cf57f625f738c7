// localStorage keys that hold one person's data outside the session store: sign-out removes
// them (src/app/sign-out.ts), so the next person on the device starts clean.
export const STAFF_SERVICE_DRAFT_KEY = 'hig:staff-service-draft'

export const personalStorageKeys: readonly string[] = [STAFF_SERVICE_DRAFT_KEY]

// One staff service draft per tab: `hig:staff-service-draft:<tab id>` (decision 171).
export const STAFF_SERVICE_DRAFT_PREFIX = `${STAFF_SERVICE_DRAFT_KEY}:`

export function isPersonalStorageKey(key: string): boolean {
  return personalStorageKeys.includes(key) || key.startsWith(STAFF_SERVICE_DRAFT_PREFIX)
}
