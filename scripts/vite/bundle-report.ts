// Vite plugin, on when BUNDLE_REPORT is set (`BUNDLE_REPORT=1 npx vite build`): writes
// .bench/bundle.json, every emitted chunk with its modules and their size, and prints the
// heaviest packages of the chunks loaded before anything renders. Each module is minified on its
// own and gzipped on its own: a guide to where the weight is, a little above its share of the
// chunk's real gzip size (compression across modules is lost).
import { mkdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { minifySync } from 'rolldown/utils'
import type { Plugin } from 'vite'

interface ChunkReport {
  file: string
  entry: boolean
  imports: string[]
  dynamicImports: string[]
  bytes: number
  gzip: number
  modules: { id: string; bytes: number; gzip: number }[]
}

// node_modules/@scope/name/… → @scope/name; our own files keep their path below the root.
function packageOf(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!
  const at = clean.lastIndexOf('node_modules/')
  if (at < 0) return clean.replace(process.cwd() + '/', '')
  const parts = clean.slice(at + 'node_modules/'.length).split('/')
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
}

function minified(id: string, code: string): string {
  try {
    return minifySync(id.replace(/[?\0]/g, '_') + '.js', code).code
  } catch {
    return code
  }
}

export function bundleReport(): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_, bundle) {
      if (!process.env.BUNDLE_REPORT || this.environment.name !== 'client') return
      const chunks: ChunkReport[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks.push({
          file: output.fileName,
          entry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          bytes: Buffer.byteLength(output.code),
          gzip: gzipSync(output.code).length,
          modules: Object.entries(output.modules)
            .map(([id, info]) => ({
              id,
              bytes: info.code ? minified(id, info.code).length : 0,
              gzip: info.code ? gzipSync(minified(id, info.code)).length : 0,
            }))
            .filter((module) => module.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        })
      }
      mkdirSync('.bench', { recursive: true })
      writeFileSync('.bench/bundle.json', JSON.stringify(chunks, null, 1))
      // The entry and what it imports statically: loaded before anything renders.
      const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]))
      const initial = new Set<string>()
      const visit = (file: string) => {
        if (initial.has(file)) return
        initial.add(file)
        byFile.get(file)?.imports.forEach(visit)
      }
      chunks.filter((chunk) => chunk.entry).forEach((chunk) => visit(chunk.file))
      const packages = new Map<string, { bytes: number; gzip: number }>()
      for (const file of initial) {
        for (const module of byFile.get(file)?.modules ?? []) {
          const name = packageOf(module.id)
          const key = name.startsWith('src/') ? name.split('/').slice(0, 3).join('/') : name
          const sum = packages.get(key) ?? { bytes: 0, gzip: 0 }
          sum.bytes += module.bytes
          sum.gzip += module.gzip
          packages.set(key, sum)
        }
      }
      const total = [...initial].reduce((sum, file) => sum + (byFile.get(file)?.gzip ?? 0), 0)
      console.log(
        `\nStatic first load: ${initial.size} files, ${(total / 1024).toFixed(1)} KB gzip`,
      )
      for (const [name, size] of [...packages].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 40))
        console.log(
          `  ${(size.gzip / 1024).toFixed(1).padStart(6)} KB gz  ${(size.bytes / 1024).toFixed(1).padStart(7)} KB  ${name}`,
        )
    },
  }
}
