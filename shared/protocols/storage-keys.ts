// Every name under which the app keeps something on the device outside IndexedDB: its
// localStorage keys and the Web Locks its tabs take turns under. One list, so no module
// re-declares another's key and sign-out knows what a person leaves behind.
export const storageKeys = {
  session: 'hig:session',
  language: 'hig:language',
  // The token this device registered for push (an FCM token, or the Web Push endpoint).
  pushDevice: 'hig:push-device',
  pushOfferDismissed: 'hig:push-offer-dismissed',
  staffServiceDraft: 'hig:staff-service-draft',
} as const

export const lockNames = {
  sessionRefresh: 'hig:session-refresh',
  // A push registration finishing while the person signs out is either seen by sign-out or
  // sees no login.
  pushRegistration: 'hig:push-registration',
  staffQueue: 'hig:staff-queue',
} as const

// Keys that hold one person's data outside the session store: sign-out removes them, so the
// next person on the device starts clean.
export const personalStorageKeys: readonly string[] = [storageKeys.staffServiceDraft]
