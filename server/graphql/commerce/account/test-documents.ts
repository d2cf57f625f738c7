// For tests: the app's own account documents (src/features/account), with the fragments each
// one spreads, so the backend is tested with exactly what the app sends.
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../../../..')
const texts = globSync('src/features/account/**/*.commerce.graphql', { cwd: root }).map((path) =>
  readFileSync(join(root, path), 'utf8'),
)
const fragments = new Map<string, string>()
const operations = new Map<string, string>()
// A file holds one operation, or one fragment or more (each kept apart, from its line on).
for (const text of texts) {
  const found = [...text.matchAll(/^fragment (\w+) on/gm)]
  found.forEach((match, i) =>
    fragments.set(match[1]!, text.slice(match.index, found[i + 1]?.index)),
  )
  const operation = /^(?:query|mutation) (\w+)/m.exec(text)
  if (found.length === 0 && operation) operations.set(operation[1]!, text)
}

export function accountDocument(name: string): string {
  const text = operations.get(name)
  if (!text) throw new Error(`no account operation ${name}`)
  const included = new Set<string>()
  const add = (source: string) => {
    for (const [, spread] of source.matchAll(/\.\.\.(\w+)/g)) {
      if (!spread || included.has(spread)) continue
      const fragment = fragments.get(spread)
      if (!fragment) throw new Error(`no fragment ${spread}`)
      included.add(spread)
      add(fragment)
    }
  }
  add(text)
  return [text, ...[...included].map((fragment) => fragments.get(fragment))].join('\n')
}
