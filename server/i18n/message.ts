// A message for people, written where it is said and translated where the language is known
// (decision 282). Like the app's Lingui macros, a message is its English text (the catalogs'
// msgid), `{name}` places for its values, and a context only where one English text needs two
// translations. `msg` is the only way server code names a message: the extractor
// (extract-messages.ts) finds every call, so its text and context are always literals.
/** A value kept in both languages (a name from the database): said in the message's. */
export interface BothLanguages {
  readonly en: string
  readonly ar: string
}

type MessageValues = Readonly<Record<string, string | number | BothLanguages>>

export interface Message {
  readonly message: string
  readonly values?: MessageValues
  readonly context?: string
}

export function msg(message: string, values?: MessageValues, context?: string): Message {
  return { message, ...(values && { values }), ...(context && { context }) }
}
