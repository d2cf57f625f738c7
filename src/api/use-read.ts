// The one way a screen reads REST or wallet data (decision 143): a read bound to a key, asked
// when the key is set or changes, again on reload. While the same key is read again its last
// answer stays on screen; an answer for an older key is dropped (its request aborted). A null
// key waits. Failures are kept as they came (RestError, GraphqlFailure): screens word them with
// useFailureText or check their status.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useWhenBackOnline } from '../lib/use-online.ts'
import { toFailure, type Failure } from './failure-text.ts'
import { takeWarmed, type ReadQuery } from './warm-read.ts'

/** The read as one state at a time, for screens that show one (idle: no key yet). */
type ReadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: Failure }

export interface Read<T> {
  /** The last answer for this key (also while it is read again), undefined before the first. */
  data: T | undefined
  /** The last failure for this key, cleared when it is asked again. */
  error: Failure | undefined
  /** Asking now. */
  loading: boolean
  /** Ask again (a retry, or after a change the screen made). */
  reload: () => void
  /** Put a fresher answer in place, learnt another way (the reply to a change). */
  replace: (data: T) => void
  state: ReadState<T>
}

interface State<T> {
  key: string | null
  data?: T
  error?: Failure
  loading: boolean
}

export function useRead<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: { againWhenOnline?: boolean } = {},
): Read<T> {
  const [state, setState] = useState<State<T>>({ key, loading: key !== null })
  const [round, setRound] = useState(0)
  const roundAsked = useRef(round)
  // `load` is written inline by the screen: the key says when what it reads changes.
  const loader = useRef(load)
  loader.current = load

  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    setState((previous) =>
      previous.key === key ? { key, data: previous.data, loading: true } : { key, loading: true },
    )
    // Started by the page's loader moments ago (warm-read.ts): that answer, not a second ask.
    // A reload wants a new answer, never one a loader started before the change it follows.
    const again = roundAsked.current !== round
    roundAsked.current = round
    const started = takeWarmed<T>(key, again) ?? loader.current(controller.signal)
    started.then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, loading: false })
      },
      async (error: unknown) => {
        const failure = await toFailure(error)
        if (controller.signal.aborted) return
        setState((previous) => ({
          key,
          data: previous.key === key ? previous.data : undefined,
          error: failure,
          loading: false,
        }))
      },
    )
    return () => controller.abort()
  }, [key, round])

  const reload = useCallback(() => setRound((value) => value + 1), [])
  // A read that failed is asked again when the device comes back online, if the screen wants.
  useWhenBackOnline(state.error !== undefined && (options.againWhenOnline ?? false), reload)

  const replace = useCallback(
    (data: T) => setState((previous) => ({ key: previous.key, data, loading: false })),
    [],
  )
  const current = state.key === key
  const data = current ? state.data : undefined
  const error = current ? state.error : undefined
  return {
    data,
    error,
    loading: key !== null && (!current || state.loading),
    reload,
    replace,
    state:
      key === null
        ? { status: 'idle' }
        : error
          ? { status: 'error', error }
          : data !== undefined
            ? { status: 'ready', value: data }
            : { status: 'loading' },
  }
}

/** The read a screen shares with its route's loader (decision 281). */
export function useReadQuery<T>(
  query: ReadQuery<T> | null,
  options: { againWhenOnline?: boolean } = {},
): Read<T> {
  const load = query?.load
  return useRead(
    query?.key ?? null,
    (signal) => (load ? load(signal) : Promise.reject(new Error('no read'))),
    options,
  )
}
