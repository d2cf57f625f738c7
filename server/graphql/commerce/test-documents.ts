// For tests: the app's own commerce documents, each with the fragments it spreads, so the
// backend is tested with exactly what the app sends. Fragments come from the whole of src.
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../../..')
const read = (pattern: string) =>
  globSync(pattern, { cwd: root }).map((path) => readFileSync(join(root, path), 'utf8'))

const fragments = new Map<string, string>()
// A file holds one operation, or one fragment or more (each kept apart, from its line on).
for (const text of read('src/**/*.commerce.graphql')) {
  const found = [...text.matchAll(/^fragment (\w+) on/gm)]
  found.forEach((match, i) =>
    fragments.set(match[1]!, text.slice(match.index, found[i + 1]?.index)),
  )
}

function withFragments(text: string): string {
  const included = new Set<string>()
  const add = (source: string) => {
    for (const [, spread] of source.matchAll(/\.\.\.(\w+)/g)) {
      // `... on Type` is an inline fragment.
      if (!spread || included.has(spread) || spread === 'on') continue
      const fragment = fragments.get(spread)
      if (!fragment) throw new Error(`no fragment ${spread}`)
      included.add(spread)
      add(fragment)
    }
  }
  add(text)
  return [text, ...[...included].map((fragment) => fragments.get(fragment))].join('\n')
}

/** The operations of the app's files matching `pattern` (under the repository), by name. */
export function appDocuments(pattern: string, area: string): (name: string) => string {
  const operations = new Map<string, string>()
  for (const text of read(pattern)) {
    const operation = /^(?:query|mutation) (\w+)/m.exec(text)
    if (operation && !/^fragment /m.test(text)) operations.set(operation[1]!, text)
  }
  return (name) => {
    const text = operations.get(name)
    if (!text) throw new Error(`no ${area} operation ${name}`)
    return withFragments(text)
  }
}
