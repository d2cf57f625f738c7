// A lookup bound to a key (a phone): loads when the key is set, forgets when it changes,
// and can be replaced by a fresher answer (after adding a car, naming the customer).
import { useCallback, useEffect, useState } from 'react'
import { RestError, toRestError } from '../../../api/rest.ts'
import type { Looked } from '../../../api/last-good.ts'

export type LookupState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; looked: Looked<T> }
  | { status: 'error'; error: RestError }

export function useLookup<T>(key: string | null, load: (key: string) => Promise<Looked<T>>) {
  const [state, setState] = useState<LookupState<T>>({ status: 'idle' })
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' })
      return
    }
    let live = true
    setState({ status: 'loading' })
    load(key)
      .then((looked) => live && setState({ status: 'ready', looked }))
      .catch(
        async (error: unknown) =>
          live && setState({ status: 'error', error: await toRestError(error) }),
      )
    return () => {
      live = false
    }
    // `load` is a module function; the key and a reload decide when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round])

  const reload = useCallback(() => setRound((value) => value + 1), [])
  const replace = useCallback(
    (value: T) =>
      setState({ status: 'ready', looked: { value, offline: false, savedAt: Date.now() } }),
    [],
  )
  return { state, reload, replace }
}

export function lookedValue<T>(state: LookupState<T>): T | null {
  return state.status === 'ready' ? state.looked.value : null
}
