// What a person may read of a failed call: the server's own words (it answers in the person's
// language), else a text the screen translated. Never the client's English: "Failed to fetch",
// ky's "Request failed with status code 502…", a Dexie or database error.
import { GraphqlFailure } from './graphql-failure.ts'
import { RestError, toRestError } from './rest.ts'

/** A failed read or call as screens hold it (use-read.ts, use-pages.ts). */
export type Failure = RestError | GraphqlFailure

export async function toFailure(error: unknown): Promise<Failure> {
  return error instanceof GraphqlFailure ? error : toRestError(error)
}

/** The HTTP status a REST failure came with; 0 when none came (or it was not REST). */
export function failureStatus(error: Failure | undefined | null): number {
  return error instanceof RestError ? error.status : 0
}

export function isOffline(error: unknown): boolean {
  if (error instanceof RestError || error instanceof GraphqlFailure) return error.offline
  return error instanceof TypeError
}

/** The server's own words about a failure, '' when it said none. */
export function serverWords(error: unknown): string {
  if (error instanceof RestError || error instanceof GraphqlFailure) {
    return error.serverMessage?.trim() ?? ''
  }
  return ''
}

export interface FailureTexts {
  offline: string
  other: string
}

export function failureText(error: unknown, texts: FailureTexts): string {
  if (isOffline(error)) return texts.offline
  return serverWords(error) || texts.other
}
