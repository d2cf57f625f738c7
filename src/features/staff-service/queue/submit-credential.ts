// Keeps on the device the submit credential the service worker sends this person's queue with
// while no page is open (decision 173). Asked while a staff screen is open online, again once
// half its life has gone; it lives in the Dexie `lookups` table, which sign-out clears, and
// ends on the server with the session.
import { submitCredential } from '#shared/contracts/rest/service-center/services.ts'
import { addCustomerCar } from '#shared/contracts/rest/service-center/cars.ts'
import {
  isSubmitCredential,
  submitCredentialKey,
  type SubmitCredential,
} from '#shared/protocols/staff-sync.ts'
import { callRest } from '../../../api/call-rest.ts'
import { apiConfig } from '../../../api/config.ts'
import { session } from '../../../api/session-store.ts'
import { loadDb } from '../../../db/index.ts'
import { SUBMIT_PATH } from './send-submission.ts'

let asking: Promise<void> | null = null

const language = (): SubmitCredential['language'] =>
  document.documentElement.lang === 'ar' ? 'AR' : 'EN'

async function keep(ownerId: string): Promise<void> {
  const db = await loadDb()
  const key = submitCredentialKey(ownerId)
  const kept = (await db.lookups.get(key))?.value
  const submitUrl = new URL(SUBMIT_PATH, apiConfig.restUrl).href
  const carUrl = new URL(addCustomerCar.path, apiConfig.restUrl).href
  if (isSubmitCredential(kept)) {
    const left = kept.expiresAt - Date.now()
    const life = kept.expiresAt - kept.issuedAt
    if (left > life / 2 && left > 0) {
      // The code message follows the language the staff member works in now.
      if (kept.language !== language() || kept.submitUrl !== submitUrl || kept.carUrl !== carUrl) {
        await db.lookups.put({
          key,
          value: { ...kept, language: language(), submitUrl, carUrl },
          savedAt: Date.now(),
        })
      }
      return
    }
  }
  const answer = await callRest(submitCredential)
  const value: SubmitCredential = {
    credential: answer.data.credential,
    issuedAt: Date.now(),
    expiresAt: Date.parse(answer.data.expires_at),
    submitUrl,
    carUrl,
    language: language(),
  }
  // Signed out while asking: nothing is left behind.
  if (session.get().user?.id !== ownerId) return
  await db.lookups.put({ key, value, savedAt: Date.now() })
}

// Never throws: without a credential the worker still wakes open pages, as before.
export function keepSubmitCredential(): Promise<void> {
  const ownerId = session.get().user?.id
  if (!ownerId || !session.get().token || !navigator.onLine) return Promise.resolve()
  asking ??= keep(ownerId)
    .catch(() => {})
    .finally(() => {
      asking = null
    })
  return asking
}
