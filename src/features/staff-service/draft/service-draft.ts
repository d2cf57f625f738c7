// The service being recorded, kept on the device at every keystroke (localStorage, written at
// once rather than throttled) so a reload or a closed app never loses it. It belongs to the
// staff member who started it (another person signing in on the device starts afresh) and to
// the tab it was started in: each tab records its own service, under
// `hig:staff-service-draft:<tab id>`. A tab starting with nothing takes over the draft a closed
// tab left, so closing the app loses nothing either (decision 171).
import { useSyncExternalStore } from 'react'
import { session } from '../../../api/session-store.ts'
import { defaultPhoneCountry, fullPhone } from '#shared/domain/phone-rules.ts'
import type { ServicePayload } from '../api/types.ts'
import {
  STAFF_DRAFT_ADOPTION_LOCK,
  STAFF_SERVICE_DRAFT_KEY,
  STAFF_SERVICE_DRAFT_PREFIX,
} from '#shared/protocols/storage-keys.ts'
import { claimTab, openTabIds, tabId } from '../../../lib/tab-identity.ts'
import type { ServiceLineSummary } from '#shared/protocols/submission-record.ts'

export interface DraftLine extends ServiceLineSummary {
  categoryId: number
  // The category's name as the coupons answered it when the line was ticked, so the summary
  // says where each line comes from.
  categoryName?: string
}

export interface ServiceDraft {
  ownerId: string | null
  dialCode: string
  mobile: string
  customerName: string
  isCoupon: boolean
  userCarId: number | null
  // The car chosen was added on this device and is not on the server yet: its queue item
  // (decision 252); `userCarId` is then its local (negative) id.
  carClientId: string | null
  carName: string
  carYear: number | null
  odometer: string // digits only
  categoryId: number | null
  lines: DraftLine[]
  interval: string // digits only: the recommended interval in km
  messagingService: string | null
  // The history entry of the first step that began this pass (TanStack Router's entry key):
  // the first step opened anew (the bottom bar, the menu, a link) begins a new pass with a clean
  // selection; opened again by going back (the steps' link, the browser's Back, a reload) it
  // keeps the selection. Null: the pass was carried over (an older draft, one taken over from a
  // closed tab), and the next first step adopts it as it is.
  passEntry: string | null
}

export const emptyDraft = (): ServiceDraft => ({
  ownerId: null,
  dialCode: defaultPhoneCountry.dialCode,
  mobile: '',
  customerName: '',
  isCoupon: false,
  userCarId: null,
  carClientId: null,
  carName: '',
  carYear: null,
  odometer: '',
  categoryId: null,
  lines: [],
  interval: '',
  messagingService: null,
  passEntry: null,
})

const listeners = new Set<() => void>()
let key = STAFF_SERVICE_DRAFT_PREFIX + tabId()
let state = read(key) ?? emptyDraft()

function read(from: string): (ServiceDraft & { savedAt?: number }) | null {
  try {
    const raw = localStorage.getItem(from)
    return raw ? { ...emptyDraft(), ...(JSON.parse(raw) as Partial<ServiceDraft>) } : null
  } catch {
    return null
  }
}

function write() {
  try {
    localStorage.setItem(key, JSON.stringify({ ...state, savedAt: Date.now() }))
  } catch {
    // Storage full or disabled (private mode): the draft lives in memory for this page.
  }
}

function setState(next: ServiceDraft) {
  state = next
  write()
  listeners.forEach((listener) => listener())
}

const hasContent = (draft: ServiceDraft) =>
  draft.mobile !== '' || draft.odometer !== '' || draft.lines.length > 0

// A draft no open tab owns (its tab closed, or it predates drafts per tab): this tab takes the
// newest of its owner's, when it has nothing of its own. Empty ones are tidied away.
async function adoptLeftDraft(): Promise<void> {
  const open = await openTabIds()
  if (!open) return
  await navigator.locks.request(STAFF_DRAFT_ADOPTION_LOCK, () => {
    let newest: { from: string; draft: ServiceDraft & { savedAt?: number } } | null = null
    for (let index = localStorage.length - 1; index >= 0; index--) {
      const other = localStorage.key(index)
      if (!other || other === key) continue
      const left =
        other === STAFF_SERVICE_DRAFT_KEY ||
        (other.startsWith(STAFF_SERVICE_DRAFT_PREFIX) &&
          !open.has(other.slice(STAFF_SERVICE_DRAFT_PREFIX.length)))
      if (!left) continue
      const draft = read(other)
      if (!draft || !hasContent(draft)) localStorage.removeItem(other)
      else if (
        draft.ownerId === ownerNow() &&
        (draft.savedAt ?? 0) >= (newest?.draft.savedAt ?? -1)
      ) {
        newest = { from: other, draft }
      }
    }
    if (!newest || hasContent(state)) return
    const { savedAt: _savedAt, ...draft } = newest.draft
    localStorage.removeItem(newest.from)
    // Its pass began in the closed tab: this tab carries it on, selection and all.
    setState({ ...draft, passEntry: null })
  })
}

if (typeof window !== 'undefined') {
  void claimTab()
    .then(async (claimed) => {
      if (!claimed) return
      // A duplicated tab keeps a copy of its original's draft, as its own from now on.
      if (claimed.previous) {
        key = STAFF_SERVICE_DRAFT_PREFIX + claimed.id
        write()
      }
      await adoptLeftDraft()
    })
    .catch(() => {})
}

const store = {
  get: () => state,
  set(update: (current: ServiceDraft) => ServiceDraft) {
    const next = update(state)
    if (next !== state) setState(next)
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

const ownerNow = () => session.get().user?.id ?? null

function own(draft: ServiceDraft): ServiceDraft {
  return draft.ownerId === ownerNow() ? draft : { ...emptyDraft(), ownerId: ownerNow() }
}

function getDraft(): ServiceDraft {
  return own(store.get())
}

// The draft now, outside React.
export const currentDraft = getDraft

export function useDraft(): ServiceDraft {
  const draft = useSyncExternalStore(store.subscribe, store.get, store.get)
  return draft.ownerId === ownerNow() ? draft : emptyDraft()
}

export function updateDraft(patch: Partial<ServiceDraft>): void {
  store.set((current) => ({ ...own(current), ...patch, ownerId: ownerNow() }))
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
    passEntry: draft.passEntry,
  })
}

// The first step was opened: `entry` is its history entry, `carried` says it was reached by
// going back inside the flow. Opened anew, the lines chosen before (and their interval) go: a
// new service never bills what was ticked for an earlier one.
export function beginPass(entry: string, carried: boolean): void {
  const draft = getDraft()
  if (draft.passEntry === entry) return
  if (carried || draft.passEntry === null) {
    if (draft.passEntry === null) updateDraft({ passEntry: entry })
    return
  }
  updateDraft({ passEntry: entry, ...clearedSelection })
}

const clearedSelection = {
  categoryId: null,
  lines: [],
  interval: '',
} satisfies Partial<ServiceDraft>

// "Clear" on the select step: nothing ticked, no interval, no category open.
export function clearSelection(): void {
  updateDraft(clearedSelection)
}

export function clearDraft(): void {
  const { dialCode, messagingService } = getDraft()
  store.set(() => ({ ...emptyDraft(), ownerId: ownerNow(), dialCode, messagingService }))
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
    // A car not on the server yet is sent as 0; its service waits for it in the queue.
    user_car_id: Math.max(0, draft.userCarId ?? 0),
    is_coupon: draft.isCoupon,
    messaging_service: draft.messagingService,
  }
}
