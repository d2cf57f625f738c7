// The server's catalogs (server/locales/{en,ar}/messages.po), read once at start and said
// through Lingui's core as the app's are (decision 282): ids are Lingui's hash of the English
// text and its context, and English needs no catalog since the text is the message.
import { readFileSync } from 'node:fs'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { parsePoFile } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { Language } from '../lib/language.ts'
import type { BothLanguages, Message } from './message.ts'

interface CatalogEntry {
  message: string
  context?: string
  translation: string
}

function catalogPath(language: Language): URL {
  return new URL(`../locales/${language}/messages.po`, import.meta.url)
}

/** A catalog's messages ('' for one not translated yet), by Lingui's id. */
export function readCatalog(language: Language): Map<string, CatalogEntry> {
  const po = parsePoFile(readFileSync(catalogPath(language), 'utf8'))
  const items = po.items.filter((item) => !item.obsolete && item.msgid !== '')
  return new Map<string, CatalogEntry>(
    items.map((item) => [
      generateMessageId(item.msgid, item.msgctxt ?? undefined),
      {
        message: item.msgid,
        ...(item.msgctxt && { context: item.msgctxt }),
        translation: item.msgstr[0] ?? '',
      },
    ]),
  )
}

function compiled(language: Language): Messages {
  const messages: Messages = {}
  for (const [id, entry] of readCatalog(language))
    if (entry.translation) messages[id] = compileMessage(entry.translation)
  return messages
}

const i18ns: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: {} } }),
  ar: setupI18n({ locale: 'ar', messages: { ar: compiled('ar') } }),
}
// A message without its translation (npm run i18n:check fails on one) is said in English.
for (const i18n of Object.values(i18ns)) i18n.setMessagesCompiler(compileMessage)

const ids = new Map<string, string>()
function idOf({ message, context }: Message): string {
  const key = `${context ?? ''}\u0004${message}`
  const known = ids.get(key)
  if (known !== undefined) return known
  const id = generateMessageId(message, context)
  ids.set(key, id)
  return id
}

export function translate(language: Language, message: Message): string {
  const { message: text, values } = message
  const said =
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'object' ? value[language] : value,
      ]),
    )
  return i18ns[language]._({ id: idOf(message), message: text, ...(said && { values: said }) })
}

/** A message in both languages, for what is stored to be read in either (notifications). */
export function inBoth(message: Message): BothLanguages {
  return { en: translate('en', message), ar: translate('ar', message) }
}
