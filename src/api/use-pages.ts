// A list the server gives a page at a time (decision 143): the first page whenever the key (the
// filters) changes or on reload, the next on demand, appended. An answer for an older key is
// dropped (its request aborted); a failed page keeps what was loaded and stops asking until
// the person tries again. A page may say it was kept on the device (read without a network,
// api/last-good.ts): the list then says since when its oldest such page was saved.
import { useCallback, useEffect, useRef, useState } from 'react'
import { toFailure, type Failure } from './failure-text.ts'
import { firstPageKey, takeWarmed, type PagesQuery } from './warm-read.ts'

export interface Page<T, E = undefined> {
  items: T[]
  /** Where the next page starts (a page number, an offset), null when none is left. */
  next: number | null
  /** How many there are in all, when the server says. */
  count?: number
  /** What the server sends beside the items (totals), as of the last page. */
  extra?: E
  /** When the page was saved, if it comes from the device instead of the server. */
  savedAt?: number
}

export interface Pages<T, E> {
  items: T[]
  count: number | null
  extra: E | null
  /** When the oldest page shown from the device was saved; null when all came from the server. */
  savedAt: number | null
  loading: boolean
  error: Failure | undefined
  hasMore: boolean
  loadMore: () => void
  retry: () => void
  reload: () => void
  replace: (match: (item: T) => boolean, item: T) => void
}

interface State<T, E> {
  items: T[]
  count: number | null
  extra: E | null
  savedAt: number | null
  next: number | null
  loading: boolean
  error: Failure | undefined
}

const oldest = (shown: number | null, page: number | undefined): number | null =>
  page === undefined ? shown : shown === null ? page : Math.min(shown, page)

const fresh = <T, E>(first: number): State<T, E> => ({
  items: [],
  count: null,
  extra: null,
  savedAt: null,
  next: first,
  loading: true,
  error: undefined,
})

function usePages<T, E = undefined>(
  key: string,
  loadPage: (at: number, signal: AbortSignal) => Promise<Page<T, E>>,
  options: { first?: number; idOf?: (item: T) => string | number } = {},
): Pages<T, E> {
  const first = options.first ?? 1
  const [state, setState] = useState<State<T, E>>(() => fresh(first))
  const [round, setRound] = useState(0)
  const roundAsked = useRef(round)
  const latest = useRef({ loadPage, idOf: options.idOf })
  latest.current = { loadPage, idOf: options.idOf }
  const inFlight = useRef<AbortController | null>(null)

  const fetchPage = useCallback(
    (at: number, replaceAll: boolean, started?: Promise<Page<T, E>>) => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      setState((current) => ({ ...current, loading: true, error: undefined }))
      ;(started ?? latest.current.loadPage(at, controller.signal)).then(
        (page) => {
          if (controller.signal.aborted) return
          const idOf = latest.current.idOf
          setState((current) => {
            const known = new Set(replaceAll || !idOf ? [] : current.items.map(idOf))
            const added = idOf ? page.items.filter((item) => !known.has(idOf(item))) : page.items
            return {
              items: replaceAll ? page.items : [...current.items, ...added],
              count: page.count ?? current.count,
              extra: page.extra ?? current.extra,
              savedAt: replaceAll ? (page.savedAt ?? null) : oldest(current.savedAt, page.savedAt),
              next: page.next,
              loading: false,
              error: undefined,
            }
          })
        },
        async (error: unknown) => {
          const failure = await toFailure(error)
          if (controller.signal.aborted) return
          setState((current) => ({ ...current, loading: false, error: failure }))
        },
      )
    },
    [],
  )

  useEffect(() => {
    setState(fresh(first))
    // The first page its route's loader started moments ago (warm-read.ts), if it did; a reload
    // wants a new one.
    const again = roundAsked.current !== round
    roundAsked.current = round
    fetchPage(first, true, takeWarmed<Page<T, E>>(firstPageKey(key, first), again))
    return () => inFlight.current?.abort()
  }, [key, round, first, fetchPage])

  const { loading, error, next } = state
  const loadMore = useCallback(() => {
    if (!loading && error === undefined && next !== null) fetchPage(next, false)
  }, [loading, error, next, fetchPage])
  const retry = useCallback(() => {
    if (next !== null) fetchPage(next, next === first)
  }, [next, first, fetchPage])
  const reload = useCallback(() => setRound((value) => value + 1), [])
  const replace = useCallback(
    (match: (item: T) => boolean, item: T) =>
      setState((current) => ({
        ...current,
        items: current.items.map((candidate) => (match(candidate) ? item : candidate)),
      })),
    [],
  )
  return {
    items: state.items,
    count: state.count,
    extra: state.extra,
    savedAt: state.savedAt,
    loading,
    error,
    hasMore: next !== null && error === undefined,
    loadMore,
    retry,
    reload,
    replace,
  }
}

/** The list a screen shares with its route's loader (decision 281). */
export function usePagesQuery<T, E = undefined>(query: PagesQuery<T, E>): Pages<T, E> {
  return usePages(query.key, query.loadPage, { first: query.first, idOf: query.idOf })
}
