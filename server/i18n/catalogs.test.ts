// The server's catalogs and its code agree (decision 282): every message the code says has its
// Arabic, with the same places for values, no catalog entry is left without a caller, and no
// Arabic is written in the code itself, where no catalog or review would see it.
import { globSync, readFileSync } from 'node:fs'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { messagesIn } from './extract-messages.ts'
import { readCatalog } from './translate.ts'

const root = new URL('../../', import.meta.url)
const sources = globSync('server/**/*.ts', {
  cwd: root,
  exclude: (file) => file.includes('.test.') || file.includes('/generated/'),
})
const said = new Map(
  sources.flatMap((file) =>
    messagesIn(file, readFileSync(new URL(file, root), 'utf8')).map(
      (found) => [found.id, `${file}:${found.line} ${found.message}`] as const,
    ),
  ),
)
const arabic = readCatalog('ar')

// Data, not messages: names kept in both languages in the database, fixtures, and the words a
// picture is chosen by.
const dataFiles = [/^server\/db\/seed\//, /\/test-[\w-]+\.ts$/, /^server\/media\/images\.ts$/]

const placesOf = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()

describe('server catalogs', () => {
  it('hold the Arabic of every message the server says', () => {
    const untranslated = [...said].filter(([id]) => !arabic.get(id)?.translation)
    expect(untranslated.map(([, where]) => where)).toEqual([])
  })

  it('hold no message the server no longer says', () => {
    const unused = [...arabic].filter(([id]) => !said.has(id))
    expect(unused.map(([, entry]) => entry.message)).toEqual([])
    expect([...readCatalog('en').keys()].sort()).toEqual([...arabic.keys()].sort())
  })

  it('give each translation the places of its English, and compile', () => {
    const mismatched = [...arabic.values()].filter(
      (entry) =>
        placesOf(entry.translation).join() !== placesOf(entry.message).join() ||
        compileMessage(entry.translation) === undefined,
    )
    expect(mismatched.map((entry) => entry.message)).toEqual([])
  })

  it('leave no Arabic written in the server’s code', () => {
    const inline = sources
      .filter((file) => !dataFiles.some((data) => data.test(file)))
      .flatMap((file) =>
        readFileSync(new URL(file, root), 'utf8')
          .split('\n')
          .flatMap((line, index) => (/[\u0600-\u06ff]/.test(line) ? [`${file}:${index + 1}`] : [])),
      )
    expect(inline).toEqual([])
  })
})
