// What a person may read of a failed GraphQL call: the server's own words (it answers in the
// person's language), never urql's English ("[Network] Failed to fetch"). '' when the server
// said nothing: the screen then shows its own translated text. REST failures: api/failure-text.

// urql's own texts start with these marks; the server's messages never do.
const URQL_TEXT = /^\s*\[(Network|GraphQL)\]/

export function graphqlServerWords(message: string | null | undefined): string {
  return !message || URQL_TEXT.test(message) ? '' : message.trim()
}
