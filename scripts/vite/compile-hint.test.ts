import { describe, expect, it } from 'vitest'
import { build, type Rollup } from 'vite'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { COMPILE_HINT, compileHintForStart, withCompileHint } from './compile-hint.ts'

describe('withCompileHint', () => {
  it('puts the hint on the first line and moves every mapping down one line', () => {
    const chunk = withCompileHint({ code: 'a();\nb();', map: { mappings: 'AAAA;AACA' } })
    expect(chunk.code).toBe(`${COMPILE_HINT}\na();\nb();`)
    expect(chunk.map.mappings).toBe(';AAAA;AACA')
  })

  it('adds it once', () => {
    const chunk = { code: `${COMPILE_HINT}\na();`, map: null }
    expect(withCompileHint(chunk).code).toBe(`${COMPILE_HINT}\na();`)
  })
})

// A real build: the start's file gets the hint on its first line, before Vite's preload list,
// with its source map still right; a lazy file does not.
describe('compileHintForStart in a build', () => {
  it('marks the file that holds the entry module, and only that one', async () => {
    const root = await mkdtemp(join(tmpdir(), 'compile-hint-'))
    try {
      await writeFile(join(root, 'index.html'), '<script type="module" src="/start.js"></script>')
      await writeFile(
        join(root, 'start.js'),
        'export function start() {\n  return import("./later.js").then((m) => m.later())\n}\nstart()\n',
      )
      await writeFile(join(root, 'later.css'), 'p { color: red }')
      await writeFile(
        join(root, 'later.js'),
        'import "./later.css"\nexport function later() {\n  return 2\n}\n',
      )
      const output = (await build({
        root,
        logLevel: 'silent',
        configFile: false,
        plugins: [compileHintForStart()],
        build: { write: false, sourcemap: true, minify: false },
      })) as Rollup.RollupOutput
      const chunks = output.output.filter((file) => file.type === 'chunk')
      const start = chunks.find((chunk) => chunk.isEntry)!
      const later = chunks.find((chunk) => !chunk.isEntry)!
      expect(start.code.split('\n')[0]).toBe(COMPILE_HINT)
      expect(start.code).toContain('__vite__mapDeps')
      expect(later.code).not.toContain(COMPILE_HINT)

      const lines = start.code.split('\n')
      const line = lines.findIndex((text) => text.includes('function start'))
      const map = output.output.find((file) => file.fileName === `${start.fileName}.map`)
      expect(map?.type).toBe('asset')
      const source = (map as Rollup.OutputAsset).source
      const position = originalPositionFor(new TraceMap(String(source)), {
        line: line + 1,
        column: lines[line]!.indexOf('function start'),
      })
      expect(position).toMatchObject({ source: expect.stringMatching(/start\.js$/), line: 1 })
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
