// The conversation between the pages and the service worker about the staff submission queue.
// Woken by Background Sync, the worker sends each person's queue itself with the submit
// credential a page left for it (decision 173); what it could not send, it asks open pages to
// send, and each answers with how many items are still waiting.
export const STAFF_SYNC_TAG = 'hig-staff-submissions'

export interface ReplayRequest {
  type: 'staff-queue:replay'
}

export interface ReplayReply {
  waiting: number
}

export const replayRequest: ReplayRequest = { type: 'staff-queue:replay' }

export function isReplayRequest(data: unknown): data is ReplayRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === replayRequest.type
  )
}

// The submit credential (decision 173): asked by an open page of a signed-in staff member and
// kept in the Dexie `lookups` table (cleared at sign-out) under this key, one per person, for
// the worker to send that person's queue with while no page is open. It also says where to
// send and in which language the server should answer (the customer's code message).
export const submitCredentialKey = (ownerId: string) => `staff:submit-credential:${ownerId}`

export interface SubmitCredential {
  credential: string
  issuedAt: number
  expiresAt: number
  submitUrl: string
  // Where a car added offline goes (cars/set-car/); missing on credentials kept before.
  carUrl?: string
  language: 'EN' | 'AR'
}

export function isSubmitCredential(value: unknown): value is SubmitCredential {
  const record = value as Partial<SubmitCredential> | null
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.credential === 'string' &&
    typeof record.issuedAt === 'number' &&
    typeof record.expiresAt === 'number' &&
    typeof record.submitUrl === 'string' &&
    (record.language === 'EN' || record.language === 'AR')
  )
}
