// A server list read page by page: the first page whenever the key (the filters) changes or
// on reload, the next one on demand, appended. Answers for an older key are dropped, and a
// failed page stops asking until the person tries again. Each page answered is kept on the
// device under the list's name, the key and the language; without a network the kept page is
// shown, with the time it was saved (`savedAt`), and the list asks again when the network is
// back (decision 175).
import { useCallback, useEffect, useRef, useState } from 'react'
import { lastGood } from '../../../api/last-good.ts'
import { RestError, toRestError } from '../../../api/rest.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import type { Page } from '../api/types.ts'
import { keptAnswers, savedListKey } from './kept-answers.ts'

interface ListState<T, E> {
  items: T[]
  extra: E | null
  next: number | null
  pages: number
  count: number
  loading: boolean
  error: RestError | null
  // When the oldest page shown was saved, if it came from the device (no network).
  savedAt: number | null
}

export interface PagedList<T, E> extends ListState<T, E> {
  hasMore: boolean
  loadMore: () => void
  reload: () => void
  retry: () => void
  replace: (match: (item: T) => boolean, next: T) => void
}

const fresh = <T, E>(): ListState<T, E> => ({
  items: [],
  extra: null,
  next: 1,
  pages: 0,
  count: 0,
  loading: true,
  error: null,
  savedAt: null,
})

const oldest = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b)

export function usePagedList<T, E = undefined>(
  // The list's name on the device (appointments, services…).
  list: string,
  key: string,
  load: (page: number, signal: AbortSignal) => Promise<Page<T, E>>,
): PagedList<T, E> {
  const [state, setState] = useState<ListState<T, E>>(fresh)
  const [round, setRound] = useState(0)
  const loader = useRef(load)
  loader.current = load
  const listName = useRef(list)
  listName.current = list
  const keyRef = useRef(key)
  keyRef.current = key
  const inFlight = useRef<AbortController | null>(null)

  const fetchPage = useCallback((page: number) => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setState((current) => ({ ...current, loading: true, error: null }))
    lastGood(
      savedListKey(listName.current, keyRef.current, page, currentLanguage()),
      (signal) => loader.current(page, signal),
      { signal: controller.signal, bounded: keptAnswers },
    )
      .then((looked) => {
        if (controller.signal.aborted) return
        const answer = looked.value
        const saved = looked.offline ? looked.savedAt : null
        setState((current) => ({
          items: page === 1 ? answer.items : [...current.items, ...answer.items],
          extra: answer.extra,
          next: answer.next,
          pages: answer.pages,
          count: answer.count,
          loading: false,
          error: null,
          savedAt: page === 1 ? saved : oldest(current.savedAt, saved),
        }))
      })
      .catch(async (error: unknown) => {
        const problem = await toRestError(error)
        if (controller.signal.aborted) return
        setState((current) => ({ ...current, loading: false, error: problem }))
      })
  }, [])

  useEffect(() => {
    setState(fresh)
    fetchPage(1)
    return () => inFlight.current?.abort()
  }, [key, round, fetchPage])

  // Shown from the device: asked again as soon as the network is back.
  const offline = state.savedAt !== null
  useEffect(() => {
    if (!offline) return
    const again = () => setRound((value) => value + 1)
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [offline])

  const { loading, error, next } = state
  const loadMore = useCallback(() => {
    if (!loading && !error && next !== null) fetchPage(next)
  }, [loading, error, next, fetchPage])
  const retry = useCallback(() => {
    if (next !== null) fetchPage(next)
  }, [next, fetchPage])
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
    ...state,
    hasMore: next !== null && error === null,
    loadMore,
    reload,
    retry,
    replace,
  }
}
