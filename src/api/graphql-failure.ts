import type { CombinedError } from 'urql'

// A failed GraphQL call as the screens see it: the server's first message, and whether the
// request never reached it. urql's own text ("[Network] Failed to fetch") stays in `message`
// for logs and tests; api/failure-text.ts decides what a person reads.
export class GraphqlFailure extends Error {
  readonly serverMessage: string | null
  readonly offline: boolean

  constructor(error: Pick<CombinedError, 'graphQLErrors' | 'networkError' | 'message'>) {
    super(error.message)
    this.name = 'GraphqlFailure'
    this.serverMessage = error.graphQLErrors[0]?.message.trim() || null
    // fetch rejects with a TypeError when nothing answered; an HTTP error status is not offline.
    this.offline = error.networkError instanceof TypeError
  }
}
