// Helpers of the catalog's end-to-end tests: ids the way the commerce endpoint writes them,
// the seeded categories and popup, and the offline catalog's readiness.
import type { Page } from '@playwright/test'
import { expect, type Backend } from './fixtures.ts'
import { serviceWorkerReady } from '../../scripts/browser/service-worker-ready.ts'
import { savedCatalogCount } from '../../scripts/browser/catalog-on-device.ts'

export const gid = (type: string, pk: number | string) =>
  Buffer.from(`${type}:${pk}`).toString('base64')

export async function categoryId(backend: Backend, slug: string): Promise<string> {
  const row = await backend.server.deps.db.one<{ id: number }>(
    'select id from categories where slug = $1',
    [slug],
  )
  if (!row) throw new Error(`no category ${slug}`)
  return gid('Category', row.id)
}

export function categoryUrl(id: string, more: Record<string, string> = {}): string {
  return `/category/?${new URLSearchParams({ cat: id, ...more })}`
}

export async function popupBannerId(backend: Backend): Promise<string> {
  const row = await backend.server.deps.db.one<{ id: number }>(
    "select id from page_slots where slot = 'popup' order by id limit 1",
  )
  return gid('AttributeValue', `slot-${row!.id}`)
}

// A clock that moves only when the test says (timers, debounces, autoplay).
export async function frozenClock(page: Page): Promise<void> {
  const start = new Date('2026-03-01T08:00:00+04:00')
  await page.clock.install({ time: start })
  // Paused a little after the start: the installed clock runs until paused, and pausing at a
  // time already passed throws.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))
}

// Most tests are not about the popup banner: it is marked seen before the app starts.
export async function popupAlreadySeen(page: Page, backend: Backend): Promise<void> {
  const id = await popupBannerId(backend)
  await page.addInitScript((seen) => {
    const session = JSON.parse(localStorage.getItem('hig:session') ?? '{}')
    if (!(session.seenPopups ?? []).includes(seen)) {
      localStorage.setItem(
        'hig:session',
        JSON.stringify({ ...session, seenPopups: [...(session.seenPopups ?? []), seen] }),
      )
    }
  }, id)
}

// Waits until the service worker controls the page and has saved the channel's catalog
// (its state record in IndexedDB), pictures included.
export async function catalogSaved(page: Page, channel = 'muscat'): Promise<number> {
  await serviceWorkerReady(page)
  let count = 0
  await expect
    .poll(
      async () => {
        count = await savedCatalogCount(page, channel)
        return count
      },
      { timeout: 0, intervals: [500] },
    )
    .toBeGreaterThan(0)
  return count
}
