// What a person may read of a failed call: the server's own words (it answers in the person's
// language), else a text the screen translated. Never the client's English: "Failed to fetch",
// ky's "Request failed with status code 502…", a Dexie or database error.
import { GraphqlFailure } from './graphql-failure.ts'
import { RestError } from './rest.ts'

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
