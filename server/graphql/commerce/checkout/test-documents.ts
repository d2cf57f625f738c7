// For tests: the app's own checkout documents (src/features/cart, src/features/checkout) with
// the fragments they spread from anywhere in src, so the backend is tested with exactly what the
// app sends.
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../../../..')
const fragments = new Map<string, string>()
const operations = new Map<string, string>()
for (const path of globSync('src/**/*.commerce.graphql', { cwd: root })) {
  const text = readFileSync(join(root, path), 'utf8')
  const fragment = /^fragment (\w+) on/m.exec(text)
  const operation = /^(?:query|mutation) (\w+)/m.exec(text)
  if (fragment) fragments.set(fragment[1]!, text)
  else if (operation) operations.set(operation[1]!, text)
}

export function appDocument(name: string): string {
  const text = operations.get(name)
  if (!text) throw new Error(`no commerce operation ${name}`)
  const included = new Set<string>()
  const add = (source: string) => {
    for (const [, spread] of source.matchAll(/\.\.\.(\w+)/g)) {
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
