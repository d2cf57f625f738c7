// The staff lists and records keep their last answers on the device (the Dexie `lookups` table,
// through api/last-good.ts): one key per list or record, filters, page and language, the newest
// few hundred kept. Without a network the kept answer is read instead, with the time it was
// saved; the screens show that time and ask again when the network is back (decision 175).
import { lastGood, type Looked } from '../../../api/last-good.ts'
import type { Page } from '../../../api/use-pages.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'

const keptAnswers = { prefix: 'staff:list:', most: 300 }

/** A record's read (an appointment, a service, a page of stock) that keeps its answer. */
export function keptRecord<T>(
  record: string,
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): (signal: AbortSignal) => Promise<Looked<T>> {
  return (signal) =>
    lastGood(`${keptAnswers.prefix}${record}:${currentLanguage()}:${key}`, load, {
      signal,
      bounded: keptAnswers,
    })
}

/** A list's page read that keeps each page; a kept page says when it was saved. */
export function keptPage<T, E>(
  list: string,
  key: string,
  loadPage: (at: number, signal: AbortSignal) => Promise<Page<T, E>>,
): (at: number, signal: AbortSignal) => Promise<Page<T, E>> {
  return async (at, signal) => {
    const looked = await lastGood(
      `${keptAnswers.prefix}${list}:${currentLanguage()}:${at}:${key}`,
      (inner) => loadPage(at, inner),
      { signal, bounded: keptAnswers },
    )
    return looked.offline ? { ...looked.value, savedAt: looked.savedAt } : looked.value
  }
}
