import { useCallback, useEffect, useState } from 'react'
import { toRestError, type RestError } from '../../../api/rest.ts'

export interface RestData<T> {
  data: T | undefined
  error: RestError | undefined
  loading: boolean
  reload: () => void
}

// One REST read for a screen: loading, the answer or the failure, and reloading. A reload keeps
// the last answer on screen until the new one arrives.
export function useRestData<T>(load: (() => Promise<T>) | null, key: string): RestData<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: RestError }>({ key })
  const [round, setRound] = useState(0)
  const [loading, setLoading] = useState(load !== null)
  useEffect(() => {
    if (!load) return
    let live = true
    setLoading(true)
    load()
      .then((data) => live && setState({ key, data }))
      .catch(async (error: unknown) => {
        const failure = await toRestError(error)
        if (live) setState((previous) => ({ key, data: previous.data, error: failure }))
      })
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
    // `key` names what `load` reads; `round` asks for it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  const current = state.key === key
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading,
    reload,
  }
}
