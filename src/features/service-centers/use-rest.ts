import { useCallback, useEffect, useState } from 'react'

// A REST read for a screen: data, loading, the failure (useFailureText says what a person
// reads of it) and a retry. A change of `key`
// reloads; a null `load` waits.
export function useRest<T>(load: (() => Promise<T>) | null, key: string) {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown }>({ key: '' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!load) return
    let live = true
    load().then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, error: error ?? new Error('') }),
    )
    return () => {
      live = false
    }
    // `key` says when what `load` asks for changes.
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
