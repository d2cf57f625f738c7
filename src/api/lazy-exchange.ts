import { makeErrorResult, type Exchange, type Operation, type OperationResult } from '@urql/core'
import { filter, make, makeSubject, merge, onPush, pipe, share, subscribe } from 'wonka'

// An exchange whose code is loaded when the first operation reaches it, rather than with the
// first load of every page: the normalized cache (graphcache, 9 KB gzip), which the home page's
// first screen does not use (decision 271). Operations that come while it loads are kept, and
// passed on in their order once it is there. It asks the next exchange for its results at once,
// as exchanges must (`splitExchange` gathers its branches' streams when it is made), but sends
// it nothing before the code is there. If the code cannot be loaded, the queries kept get an
// error (as a failed request would) and the next operation tries again.
export function lazyExchange(load: () => Promise<Exchange>): Exchange {
  return ({ forward, client, dispatchDebug }) => {
    const sent = makeSubject<Operation>()
    const forwarded$ = pipe(forward(sent.source), share)
    // Shared, as an exchange's results are: graphcache reads them twice.
    const forwardLoaded = (operations$: Parameters<typeof forward>[0]) =>
      pipe(
        merge([
          pipe(
            operations$,
            onPush((operation) => sent.next(operation)),
            filter((_operation): _operation is never => false),
          ),
          forwarded$,
        ]),
        share,
      )

    return (operations$) =>
      make<OperationResult>(({ next }) => {
        const incoming = makeSubject<Operation>()
        const queued: Operation[] = []
        let ready = false
        let loading = false
        let closed = false
        let results: { unsubscribe(): void } | null = null

        const started = (exchange: Exchange) => {
          loading = false
          if (closed) return
          const io = exchange({ client, dispatchDebug, forward: forwardLoaded })
          results = pipe(io(incoming.source), subscribe(next))
          ready = true
          for (const operation of queued.splice(0)) incoming.next(operation)
        }
        const failed = (error: unknown) => {
          loading = false
          for (const operation of queued.splice(0))
            if (operation.kind !== 'teardown')
              next(
                makeErrorResult(
                  operation,
                  error instanceof Error ? error : new Error(String(error)),
                ),
              )
        }

        const intake = pipe(
          operations$,
          subscribe((operation) => {
            if (ready) return incoming.next(operation)
            queued.push(operation)
            if (loading) return
            loading = true
            load().then(started, failed)
          }),
        )
        return () => {
          closed = true
          intake.unsubscribe()
          results?.unsubscribe()
        }
      })
  }
}
