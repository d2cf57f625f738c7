// The app loads Mantine's styles per component (the full stylesheet is 39 KB gzip): a file
// that draws a component imports that component's stylesheet and the ones it is laid out
// with, unless the shell loads them with the first paint. A missing one went unnoticed once
// (labels of checkboxes, radios and switches under their controls instead of beside them).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const styles = 'node_modules/@mantine/core/styles'

// Stylesheets a component needs besides its own.
const alsoNeeds: Record<string, string[]> = {
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
  Switch: ['InlineInput'],
  Card: ['Paper'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input'],
  PinInput: ['Input'],
  Select: ['Input', 'Combobox', 'Popover'],
  Anchor: ['Text'],
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : []
  })
}

const loadedFirst = new Set(
  [
    ...readFileSync('src/ui/theme/mantine-components.css', 'utf8').matchAll(/styles\/(\w+)\.css/g),
  ].map((match) => match[1]!),
)

// `<Radio.Card` needs RadioCard.css; `<Radio` needs Radio.css.
function drawn(source: string): Set<string> {
  const imported = /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/.exec(source)?.[1] ?? ''
  // `Modal as MantineModal` draws a Modal wherever <MantineModal appears.
  const names = imported
    .split(',')
    .map((name) => name.replace(/^\s*type\s+/, '').trim())
    .filter((name) => /^[A-Z]/.test(name))
    .map((name) => name.split(/\s+as\s+/))
  const found = new Set<string>()
  for (const [name, alias = name] of names) {
    for (const match of source.matchAll(new RegExp(`<${alias}(\\.(\\w+))?[\\s>/]`, 'g'))) {
      found.add(name! + (match[2] ?? ''))
    }
  }
  return found
}

function needed(component: string): string[] {
  return [component, ...(alsoNeeds[component] ?? [])].filter((sheet) =>
    existsSync(join(styles, `${sheet}.css`)),
  )
}

describe('Mantine stylesheets', () => {
  it('every file imports the stylesheets of the components it draws', () => {
    const missing: string[] = []
    for (const file of sourceFiles('src')) {
      const source = readFileSync(file, 'utf8')
      for (const component of drawn(source)) {
        for (const sheet of needed(component)) {
          if (loadedFirst.has(sheet)) continue
          if (!source.includes(`@mantine/core/styles/${sheet}.css`)) {
            missing.push(`${file}: ${component} needs ${sheet}.css`)
          }
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('knows the components it checks', () => {
    const source = "import { Radio, Checkbox } from '@mantine/core'\n<Radio.Card x><Checkbox />"
    expect([...drawn(source)].sort()).toEqual(['Checkbox', 'RadioCard'])
    expect([...drawn("import { Modal as M } from '@mantine/core'\n<M opened />")]).toEqual([
      'Modal',
    ])
    expect(needed('Checkbox')).toEqual(['Checkbox', 'InlineInput'])
  })
})
