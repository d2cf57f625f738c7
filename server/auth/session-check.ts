// Is the session an access token belongs to still open? Each access token names its session
// (the refresh-token family, claim `sid`); signing out revokes the family, and from that moment
// the access token is refused too, not only when it expires.
//
// Asking the database on every request would double the work of a signed-in request, so the
// answer is kept in this process: an open session for SESSION_CACHE_MS, an ended one for good
// (it never reopens). An ending is announced on the `session_ended` channel (NOTIFY), so every
// instance drops its cached answer at once; the time limit only covers an announcement lost
// while an instance's listening connection was down (which also empties the cache).
import type { Db, Unlisten } from '../db/database.ts'

export const SESSION_CACHE_MS = 30_000
const MAX_ENTRIES = 20_000
const CHANNEL = 'session_ended'

export interface SessionCheck {
  isOpen(sessionId: string): Promise<boolean>
  // Revokes nothing itself: tells every instance a session was revoked.
  announceEnded(sessionIds: readonly string[]): Promise<void>
  // Called when the session ends (a live stream closes itself).
  onEnded(sessionId: string, listener: () => void): () => void
  stop(): Promise<void>
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

export function createSessionCheck(db: Db, now: () => number = Date.now): SessionCheck {
  const known = new Map<string, { open: boolean; until: number }>()
  const watchers = new Map<string, Set<() => void>>()
  let listening: Promise<Unlisten | null> | null = null

  const remember = (sessionId: string, open: boolean) => {
    // An ending heard while the database was being asked stands: a session never reopens.
    if (open && known.get(sessionId)?.open === false) return
    known.delete(sessionId)
    known.set(sessionId, {
      open,
      until: open ? now() + SESSION_CACHE_MS : Number.POSITIVE_INFINITY,
    })
    if (known.size > MAX_ENTRIES) known.delete(known.keys().next().value!)
  }

  const ended = (sessionId: string) => {
    remember(sessionId, false)
    for (const watcher of watchers.get(sessionId) ?? []) watcher()
    watchers.delete(sessionId)
  }

  const listen = () => {
    listening ??= db
      .listen(
        CHANNEL,
        (payload) => payload.split(',').filter(isUuid).forEach(ended),
        () => known.clear(),
      )
      .catch(() => null)
    return listening
  }

  return {
    async isOpen(sessionId) {
      if (!isUuid(sessionId)) return false
      await listen()
      const cached = known.get(sessionId)
      if (cached && cached.until > now()) return cached.open
      const row = await db.one<{ open: boolean }>(
        `select exists (select 1 from refresh_tokens
                         where family = $1 and revoked_at is null and expires_at > now()) as open`,
        [sessionId],
      )
      const open = row?.open ?? false
      remember(sessionId, open)
      return open
    },
    async announceEnded(sessionIds) {
      const valid = sessionIds.filter(isUuid)
      if (valid.length === 0) return
      valid.forEach(ended)
      // NOTIFY payloads are limited to 8000 bytes: 200 ids of 36 characters per message.
      for (let start = 0; start < valid.length; start += 200) {
        await db.notify(CHANNEL, valid.slice(start, start + 200).join(','))
      }
    },
    onEnded(sessionId, listener) {
      const set = watchers.get(sessionId) ?? new Set()
      set.add(listener)
      watchers.set(sessionId, set)
      return () => {
        set.delete(listener)
        if (set.size === 0) watchers.delete(sessionId)
      }
    },
    async stop() {
      const unlisten = await listening
      listening = null
      await unlisten?.()
    },
  }
}

// Inside a transaction: the announcement leaves when (and only if) the revocation commits.
export async function announceEndedIn(tx: Db, sessionIds: readonly string[]): Promise<void> {
  const valid = sessionIds.filter(isUuid)
  if (valid.length > 0) await tx.notify(CHANNEL, valid.join(','))
}

// One per running backend (its database), shared by REST, GraphQL and the token module.
const checks = new WeakMap<Db, SessionCheck>()

export function sessionCheckOf(db: Db): SessionCheck {
  let check = checks.get(db)
  if (!check) {
    check = createSessionCheck(db)
    checks.set(db, check)
  }
  return check
}
