// One record loaded for a screen (an appointment, a service, a page of stock), again when its
// key changes or on reload. An answer that arrives after the key changed is dropped. Like the
// lists, each answer is kept on the device: without a network the kept one is shown with the
// time it was saved, and asked again when the network is back (decision 175).
import { useCallback, useEffect, useState } from 'react'
import { lastGood } from '../../../api/last-good.ts'
import { RestError, toRestError } from '../../../api/rest.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { keptAnswers, savedRecordKey } from './kept-answers.ts'

export type Resource<T> =
  | { status: 'loading' }
  // savedAt: when the answer shown was saved, if it came from the device (no network).
  | { status: 'ready'; value: T; savedAt: number | null }
  | { status: 'error'; error: RestError }

export function useResource<T>(
  // The record's name on the device (appointment, service…).
  record: string,
  key: string,
  load: (key: string, signal: AbortSignal) => Promise<T>,
): { state: Resource<T>; reload: () => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' })
  const [round, setRound] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    lastGood(savedRecordKey(record, key, currentLanguage()), (signal) => load(key, signal), {
      signal: controller.signal,
      bounded: keptAnswers,
    })
      .then(
        (looked) =>
          !controller.signal.aborted &&
          setState({
            status: 'ready',
            value: looked.value,
            savedAt: looked.offline ? looked.savedAt : null,
          }),
      )
      .catch(async (error: unknown) => {
        const problem = await toRestError(error)
        if (!controller.signal.aborted) setState({ status: 'error', error: problem })
      })
    return () => controller.abort()
    // `load` is a module function: the record, the key and a reload decide when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, key, round])

  const offline = state.status === 'ready' && state.savedAt !== null
  useEffect(() => {
    if (!offline) return
    const again = () => setRound((value) => value + 1)
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [offline])

  const reload = useCallback(() => setRound((value) => value + 1), [])
  return { state, reload }
}
