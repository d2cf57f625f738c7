// A server list read page by page: the first page whenever the key (the filters) changes or
// on reload, the next one on demand, appended. Answers for an older key are dropped, and a
// failed page stops asking until the person tries again.
import { useCallback, useEffect, useRef, useState } from 'react'
import { RestError, toRestError } from '../../../api/rest.ts'
import type { Page } from '../api/types.ts'

interface ListState<T, E> {
  items: T[]
  extra: E | null
  next: number | null
  pages: number
  count: number
  loading: boolean
  error: RestError | null
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
})

export function usePagedList<T, E = undefined>(
  key: string,
  load: (page: number, signal: AbortSignal) => Promise<Page<T, E>>,
): PagedList<T, E> {
  const [state, setState] = useState<ListState<T, E>>(fresh)
  const [round, setRound] = useState(0)
  const loader = useRef(load)
  loader.current = load
  const inFlight = useRef<AbortController | null>(null)

  const fetchPage = useCallback((page: number) => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setState((current) => ({ ...current, loading: true, error: null }))
    loader
      .current(page, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return
        setState((current) => ({
          items: page === 1 ? answer.items : [...current.items, ...answer.items],
          extra: answer.extra,
          next: answer.next,
          pages: answer.pages,
          count: answer.count,
          loading: false,
          error: null,
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
