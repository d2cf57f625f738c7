// Priming (decision 174): while online, the device keeps what the center needs to record a
// service for any of its customers — every customer it may serve (known-customers/), their
// cars and coupons, and the car catalog — under the very keys the lookups keep their last
// answers (api/last-good.ts). Offline, looking up such a customer answers from the device as
// if it had been looked up before.
//
// A round runs in the background (the browser idle, one tab at a time) when the app opens
// online, when the network returns, when a lookup answers, and every PRIME_EVERY_MS while the
// app is open (decision 252); never within PRIME_AGAIN_AFTER_MS of the last one per person and
// language. It keeps at most PRIMED_CUSTOMERS_MAX customers, the latest first. What a round did
// not write again (customers gone, or past the limit) is removed; what the person looked up
// meanwhile is fresher and left alone. On the demo center a round is about 40 KB of answers
// (5 KB on the wire, gzipped) per language.
import {
  KNOWN_CUSTOMERS_PAGE_SIZE,
  loadKnownCustomers,
} from '#shared/contracts/rest/service-center/customers.ts'
import { staffCarCatalog } from '#shared/contracts/rest/service-center/cars.ts'
import { callRest } from '../../../api/call-rest.ts'
import { RestError } from '../../../api/rest.ts'
import { session } from '../../../api/session-store.ts'
import { loadDb, type AppDb, type LookupRecord } from '../../../db/index.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { afterLoadAndIdle } from '../../../lib/idle.ts'
import { carListKey } from '../api/car-catalog.ts'
import { ordersKey } from '../api/coupon-orders.ts'
import { customerKey } from '../api/customer-info.ts'
import { primeMarkKey, type PrimeMark } from './prime-mark.ts'

// About 1.5 KB a customer with two cars and a few coupons (measured: see decision 174), so the
// limit keeps priming to a few megabytes per language.
const PRIMED_CUSTOMERS_MAX = 2000
// A customer or car changed on another device shows here within this long while staff work.
const PRIME_EVERY_MS = 10 * 60_000
// Rounds asked by what staff do (opening the app, a lookup) are never closer than this.
const PRIME_AGAIN_AFTER_MS = 2 * 60_000

const PRIMING_LOCK = 'hig:staff-priming'

const primedPrefixes = ['staff:customer:', 'staff:orders:', 'staff:car-']

// Writes a round's records, leaving alone those saved after the round began by a lookup.
// Signed out or someone else signed in meanwhile: what this round still has must not land on
// the device after sign-out cleared it.
class NotTheirs extends Error {}

function stillTheirs(ownerId: string): void {
  if (session.get().user?.id !== ownerId) throw new NotTheirs()
}

async function keep(
  db: AppDb,
  ownerId: string,
  round: number,
  records: { key: string; value: unknown }[],
) {
  let bytes = 0
  stillTheirs(ownerId)
  await db.transaction('rw', db.lookups, async () => {
    const current = await db.lookups.bulkGet(records.map((record) => record.key))
    const writes: LookupRecord[] = []
    records.forEach((record, index) => {
      const found = current[index]
      if (found && !found.primed && found.savedAt > round) return
      bytes += JSON.stringify(record.value).length
      writes.push({ key: record.key, value: record.value, savedAt: round, primed: true })
    })
    await db.lookups.bulkPut(writes)
  })
  return bytes
}

async function forgetOlder(db: AppDb, round: number, language: string) {
  for (const prefix of primedPrefixes) {
    await db.lookups
      .where('key')
      .startsWith(prefix)
      .filter(
        (record) =>
          record.primed === true && record.savedAt < round && record.key.endsWith(`:${language}`),
      )
      .delete()
  }
}

const knownCustomers = (page: number) =>
  callRest(loadKnownCustomers, { query: { page, limit: KNOWN_CUSTOMERS_PAGE_SIZE } })

async function primeRound(ownerId: string, language: string): Promise<void> {
  const db = await loadDb()
  const round = Date.now()
  let bytes = 0
  const catalog = await callRest(staffCarCatalog)
  bytes += await keep(db, ownerId, round, [
    {
      key: carListKey.types(language),
      value: catalog.data.map(({ type_id, type_name }) => ({ type_id, type_name })),
    },
    ...catalog.data.flatMap((type) => [
      {
        key: carListKey.brands(type.type_id, language),
        value: type.brands.map(({ brand_id, brand_name }) => ({ brand_id, brand_name })),
      },
      ...type.brands.map((brand) => ({
        key: carListKey.models(brand.brand_id, language),
        value: brand.models,
      })),
    ]),
  ])
  let customers = 0
  let page: number | null = 1
  while (page !== null && customers < PRIMED_CUSTOMERS_MAX) {
    const answer = await knownCustomers(page)
    const known = answer.data.slice(0, PRIMED_CUSTOMERS_MAX - customers)
    customers += known.length
    bytes += await keep(
      db,
      ownerId,
      round,
      known.flatMap(({ customer, orders }) => [
        { key: customerKey(customer.mobile_number, language), value: customer },
        { key: ordersKey(customer.mobile_number, language), value: orders },
      ]),
    )
    page = answer.pagination.next
  }
  stillTheirs(ownerId)
  await forgetOlder(db, round, language)
  const mark: PrimeMark = { at: round, customers, bytes, staff: true }
  await db.lookups.put({ key: primeMarkKey(ownerId, language), value: mark, savedAt: round })
}

async function markNotStaff(ownerId: string, language: string) {
  const db = await loadDb()
  const mark: PrimeMark = { at: Date.now(), customers: 0, bytes: 0, staff: false }
  await db.lookups.put({ key: primeMarkKey(ownerId, language), value: mark, savedAt: mark.at })
}

async function lastPrimed(ownerId: string, language: string): Promise<PrimeMark | null> {
  const db = await loadDb()
  return ((await db.lookups.get(primeMarkKey(ownerId, language)))?.value as PrimeMark) ?? null
}

let running: Promise<void> | null = null

// One round if the last is older than PRIME_AGAIN_AFTER_MS; never throws.
function primeDevice(): Promise<void> {
  const ownerId = session.get().user?.id
  if (!ownerId || !session.get().token || !navigator.onLine) return Promise.resolve()
  const language = currentLanguage()
  running ??= (async () => {
    const mark = await lastPrimed(ownerId, language)
    if (mark && Date.now() - mark.at < PRIME_AGAIN_AFTER_MS) return
    const work = () =>
      primeRound(ownerId, language).catch(async (error: unknown) => {
        if (error instanceof NotTheirs) return
        if (error instanceof RestError && error.status === 403) {
          await markNotStaff(ownerId, language)
        }
        // No network or a failing server: the next sign of a network tries again.
      })
    const locks = navigator.locks
    // Another tab priming: it keeps the device for this one too.
    if (locks) await locks.request(PRIMING_LOCK, { ifAvailable: true }, (lock) => lock && work())
    else await work()
  })()
    .catch(() => {})
    .finally(() => {
      running = null
    })
  return running
}

let started = false

// A lookup answered online: the center's other customers may have changed too.
export function primeAfterLookup(): void {
  if (started) void primeDevice()
}

// From a staff screen, or at the start of the app of someone primed before: a round once the
// page is idle, again when the connection returns, and every PRIME_EVERY_MS while it stays open.
export function keepDevicePrimed(): void {
  if (typeof window === 'undefined') return
  if (!started) {
    started = true
    window.addEventListener('online', () => void primeDevice())
    setInterval(() => void primeDevice(), PRIME_EVERY_MS)
  }
  void afterLoadAndIdle().then(() => primeDevice())
}
