// When a query cannot reach the commerce endpoint (no network, or the server failing), a
// feature may answer it from what the device keeps (the catalog the service worker saved in
// IndexedDB). The answer goes through graphcache like any result, so screens need no offline
// branch. Answers are registered by operation name and loaded on first use.
import {
  getOperationName,
  makeResult,
  type Exchange,
  type Operation,
  type OperationResult,
} from '@urql/core'
import { filter, fromPromise, makeSubject, map, merge, mergeMap, pipe, share } from 'wonka'

export type OfflineAnswer = (
  variables: Record<string, unknown>,
) => Promise<Record<string, unknown> | null>

const answers = new Map<string, () => Promise<OfflineAnswer>>()

export function registerOfflineAnswer(
  operationName: string,
  load: () => Promise<OfflineAnswer>,
): void {
  answers.set(operationName, load)
}

function cannotReachServer(result: OperationResult): boolean {
  const networkError = result.error?.networkError
  if (!networkError) return false
  const status = (result.error?.response as { status?: number } | undefined)?.status
  return status === undefined || status === 0 || status >= 500
}

const answerOf = (operation: Operation) =>
  operation.kind === 'query' ? answers.get(getOperationName(operation.query) ?? '') : undefined

// The answer the device keeps for a query, or null when it has none.
async function answerOnDevice(operation: Operation): Promise<OperationResult | null> {
  const load = answerOf(operation)
  if (!load) return null
  try {
    const answer = await load()
    const data = await answer(operation.variables as Record<string, unknown>)
    return data ? makeResult(operation, { data, extensions: { offline: true } }) : null
  } catch {
    return null
  }
}

// A device that says it has no network is believed (navigator.onLine is false only without
// one): a query the device can answer is answered at once, without a request that can only fail
// (through the service worker, which costs a product page opened offline a fifth of its time).
// Online, a query goes to the server, and only a failure to reach it falls back to the device.
// Either way, a query the device cannot answer gets the server's result, error included.
export const offlineAnswerExchange: Exchange =
  ({ forward }) =>
  (operations$) => {
    const routed$ = pipe(
      operations$,
      map((operation) => ({
        operation,
        onDevice: navigator.onLine === false && answerOf(operation) !== undefined,
      })),
      share,
    )
    // Answered on the device first, and sent on when the device has nothing.
    const notOnDevice = makeSubject<Operation>()
    const fromDevice$ = pipe(
      routed$,
      filter((routed) => routed.onDevice),
      mergeMap(({ operation }) =>
        fromPromise(
          answerOnDevice(operation).then((result) => {
            if (!result) notOnDevice.next(operation)
            return result
          }),
        ),
      ),
      filter((result): result is OperationResult => result !== null),
    )
    const fromServer$ = pipe(
      merge([
        pipe(
          routed$,
          filter((routed) => !routed.onDevice),
          map((routed) => routed.operation),
        ),
        notOnDevice.source,
      ]),
      forward,
      mergeMap((result) =>
        fromPromise(
          result.operation.kind === 'query' && cannotReachServer(result)
            ? answerOnDevice(result.operation).then((answer) => answer ?? result)
            : Promise.resolve(result),
        ),
      ),
    )
    return merge([fromDevice$, fromServer$])
  }
