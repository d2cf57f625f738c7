// The service being recorded, kept on the device at every keystroke (localStorage, written at
// once rather than throttled) so a reload or a closed app never loses it. It belongs to the
// staff member who started it: another person signing in on the device starts afresh.
import { session } from '../../../api/session-store.ts'
import { createPersistedStore } from '../../../lib/persisted-store.ts'
import { defaultPhoneCountry, fullPhone } from '#shared/domain/phone-rules.ts'
import type { ServicePayload } from '../api/types.ts'
import { STAFF_SERVICE_DRAFT_KEY } from '#shared/protocols/storage-keys.ts'

export interface DraftLine {
  id: number
  name: string
  categoryId: number
}

export interface ServiceDraft {
  ownerId: string | null
  dialCode: string
  mobile: string
  customerName: string
  isCoupon: boolean
  userCarId: number | null
  carName: string
  carYear: number | null
  odometer: string // digits only
  categoryId: number | null
  lines: DraftLine[]
  interval: string // digits only: the recommended interval in km
  messagingService: string | null
}

export const emptyDraft = (): ServiceDraft => ({
  ownerId: null,
  dialCode: defaultPhoneCountry.dialCode,
  mobile: '',
  customerName: '',
  isCoupon: false,
  userCarId: null,
  carName: '',
  carYear: null,
  odometer: '',
  categoryId: null,
  lines: [],
  interval: '',
  messagingService: null,
})

export const DRAFT_STORAGE_KEY = STAFF_SERVICE_DRAFT_KEY

const store = createPersistedStore<ServiceDraft>(DRAFT_STORAGE_KEY, emptyDraft)

const ownerNow = () => session.get().user?.id ?? null

function own(draft: ServiceDraft): ServiceDraft {
  return draft.ownerId === ownerNow() ? draft : { ...emptyDraft(), ownerId: ownerNow() }
}

export function getDraft(): ServiceDraft {
  return own(store.get())
}

export function useDraft(): ServiceDraft {
  const draft = store.use((state) => state)
  return draft.ownerId === ownerNow() ? draft : emptyDraft()
}

export function updateDraft(patch: Partial<ServiceDraft>): void {
  store.set((state) => ({ ...own(state), ...patch, ownerId: ownerNow() }), { flush: true })
}

// A new phone is a new customer: everything chosen for the previous one goes.
export function changeCustomer(dialCode: string, mobile: string): void {
  const draft = getDraft()
  if (draft.dialCode === dialCode && draft.mobile === mobile) return
  updateDraft({
    ...emptyDraft(),
    dialCode,
    mobile,
    messagingService: draft.messagingService,
  })
}

export function clearDraft(): void {
  const { dialCode, messagingService } = getDraft()
  store.set(() => ({ ...emptyDraft(), ownerId: ownerNow(), dialCode, messagingService }), {
    flush: true,
  })
}

export function draftPhone(draft: ServiceDraft): string {
  return fullPhone(draft.dialCode, draft.mobile)
}

export function nextKilometer(draft: ServiceDraft): number {
  return Number(draft.odometer || 0) + Number(draft.interval || 0)
}

export function payloadOf(draft: ServiceDraft): ServicePayload {
  return {
    mobile_number: draftPhone(draft),
    order_line_id: draft.lines.map((line) => line.id),
    current_kilometer: Number(draft.odometer || 0),
    next_kilometer: nextKilometer(draft),
    user_car_id: draft.userCarId ?? 0,
    is_coupon: draft.isCoupon,
    messaging_service: draft.messagingService,
  }
}
