// One record loaded for a screen (an appointment, a service), again when its key changes or
// on reload. An answer that arrives after the key changed is dropped.
import { useCallback, useEffect, useState } from 'react'
import { RestError, toRestError } from '../../../api/rest.ts'

export type Resource<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: RestError }

export function useResource<T>(
  key: string,
  load: (key: string, signal: AbortSignal) => Promise<T>,
): { state: Resource<T>; reload: () => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' })
  const [round, setRound] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    load(key, controller.signal)
      .then((value) => !controller.signal.aborted && setState({ status: 'ready', value }))
      .catch(async (error: unknown) => {
        const problem = await toRestError(error)
        if (!controller.signal.aborted) setState({ status: 'error', error: problem })
      })
    return () => controller.abort()
    // `load` is a module function: the key and a reload decide when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round])

  const reload = useCallback(() => setRound((value) => value + 1), [])
  return { state, reload }
}
