import type { Exchange, ExchangeInput, Operation, OperationResult } from '@urql/core'
import { filter, lazy, merge, pipe, share, type Source } from 'wonka'

// Operations `picked` accepts go through `yes`, the others through `no`; what both send on
// goes to the next exchange as one stream (urql allows one forward per exchange), and its
// results come back to the branch that sent the operation. A teardown names the same query as
// the operation it ends, so it reaches the branch that holds that operation.
export function splitExchange(
  picked: (operation: Operation) => boolean,
  yes: Exchange,
  no: Exchange,
): Exchange {
  return ({ forward, ...input }) =>
    (operations$) => {
      const shared$ = pipe(operations$, share)
      const sent: Source<Operation>[] = []
      // Asked for when a branch's results are first read, once both branches have said what
      // they send.
      const results$ = pipe(
        lazy(() => forward(merge(sent))),
        share,
      )
      const branch = (exchange: Exchange, side: boolean): Source<OperationResult> => {
        const branchInput: ExchangeInput = {
          ...input,
          forward: (branchOperations$) => {
            sent.push(branchOperations$)
            return pipe(
              results$,
              filter((result) => picked(result.operation) === side),
            )
          },
        }
        return exchange(branchInput)(
          pipe(
            shared$,
            filter((operation) => picked(operation) === side),
          ),
        )
      }
      return merge([branch(yes, true), branch(no, false)])
    }
}
