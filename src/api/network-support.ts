// For the unit tests of the GraphQL exchanges: the network is the boundary. It records the name
// of each query that reaches it and answers it with `answer(name)`.
import { getOperationName, makeResult, type Exchange, type Operation } from '@urql/core'
import { filter, map, pipe } from 'wonka'

export function recordedNetwork(answer: (name: string) => Record<string, unknown>) {
  const sent: string[] = []
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      map((operation: Operation) => {
        const name = getOperationName(operation.query) ?? ''
        sent.push(name)
        return makeResult(operation, { data: answer(name) })
      }),
    )
  return { exchange, sent }
}
