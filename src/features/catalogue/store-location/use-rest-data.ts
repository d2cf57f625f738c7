import { useCallback, useEffect, useState } from 'react'
import { toRestError, type RestError } from '../../../api/rest.ts'

// A REST read for a screen: its data, whether it is loading, its error, and a retry.
// A change of `key` (or of language) reloads; null pauses.
export function useRestData<T>(load: (() => Promise<T>) | null, key: string) {
  const [state, setState] = useState<{ key: string; data?: T; error?: RestError }>({ key: '' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!load) return
    let cancelled = false
    load().then(
      (data) => !cancelled && setState({ key, data }),
      async (error: unknown) => {
        const failure = await toRestError(error)
        if (!cancelled) setState({ key, error: failure })
      },
    )
    return () => {
      cancelled = true
    }
    // `load` changes with every render; `key` says when the data asked for changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt])
  const current = state.key === key ? state : { key }
  return {
    data: current.data,
    error: current.error,
    loading: load !== null && current.data === undefined && current.error === undefined,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  }
}
