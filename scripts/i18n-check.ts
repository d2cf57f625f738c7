// Every message the app shows must exist in Arabic: fails when locales/ar has an empty
// translation or lacks a message of the English catalog (run after `npm run i18n:extract`).
import { readFileSync } from 'node:fs'

function entries(path: string): Map<string, string> {
  const text = readFileSync(path, 'utf8')
  const map = new Map<string, string>()
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1]
    const str = /^msgstr "(.*)"$/m.exec(block)?.[1]
    if (id === undefined || id === '' || str === undefined) continue
    map.set(id, str)
  }
  return map
}

const english = entries('locales/en/messages.po')
const arabic = entries('locales/ar/messages.po')
const missing = [...english.keys()].filter((id) => !arabic.get(id))
if (missing.length > 0) {
  console.error(
    `locales/ar/messages.po lacks ${missing.length} translation(s):\n  ${missing.join('\n  ')}`,
  )
  process.exit(1)
}
