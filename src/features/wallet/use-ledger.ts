// Pages of the ledger joined into one list as the person scrolls: the next page is asked only
// when none is loading and some are left; a failure keeps what was loaded and can be retried.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import type { LedgerItem, LedgerPage } from './ledger-source.ts'

interface LedgerState {
  items: LedgerItem[]
  total: number | null
  loading: boolean
  /** The failure itself: its text is chosen at render, in the current language. */
  error: { cause: unknown } | null
}

export function useLedger<P extends LedgerPage>(
  load: (loaded: number) => Promise<P>,
  onPage?: (page: P) => void,
) {
  const failureText = useFailureText()
  const [state, setState] = useState<LedgerState>({
    items: [],
    total: null,
    loading: true,
    error: null,
  })
  const busy = useRef(false)
  const generation = useRef(0)
  const latest = useRef({ load, onPage })
  latest.current = { load, onPage }

  const fetchPage = useCallback((loaded: number) => {
    if (busy.current) return
    busy.current = true
    const current = generation.current
    setState((previous) => ({ ...previous, loading: true, error: null }))
    latest.current.load(loaded).then(
      (page) => {
        busy.current = false
        if (current !== generation.current) return
        latest.current.onPage?.(page)
        setState((previous) => {
          const known = new Set(previous.items.map((item) => item.id))
          return {
            items: [...previous.items, ...page.items.filter((item) => !known.has(item.id))],
            total: page.total,
            loading: false,
            error: null,
          }
        })
      },
      (error: unknown) => {
        busy.current = false
        if (current !== generation.current) return
        setState((previous) => ({ ...previous, loading: false, error: { cause: error } }))
      },
    )
  }, [])

  useEffect(() => {
    fetchPage(0)
    return () => {
      generation.current += 1
      busy.current = false
    }
  }, [fetchPage])

  const hasMore = state.total === null || state.items.length < state.total
  return {
    ...state,
    error: state.error ? failureText(state.error.cause) : null,
    hasMore: hasMore && state.error === null,
    loadMore: () => {
      if (!state.loading && hasMore) fetchPage(state.items.length)
    },
    retry: () => fetchPage(state.items.length),
  }
}
