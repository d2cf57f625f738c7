// Vite plugin: the file that starts the app asks V8 to compile all its functions while it streams
// in (docs/decisions/216-the-start-compiled-while-it-loads.md). Without the hint V8 only
// pre-parses each function and compiles it on the main thread the first time it runs; the start
// runs much of this file at once, so that compiling landed in the start's tasks. Only that file
// gets the hint: the lazy files are small (Chrome compiles small files on the main thread, where
// compiling everything in them at once would cost more), and much of what they hold never runs.
import type { Plugin } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

type BuiltChunk = { code: string; map: { mappings: string } | null }

// V8 reads the hint as it scans the file, and only on its first line.
export function withCompileHint<Chunk extends BuiltChunk>(chunk: Chunk): Chunk {
  if (chunk.code.startsWith(COMPILE_HINT)) return chunk
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`
  // One line more at the top: every mapping moves down one line.
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
  return chunk
}

export function compileHintForStart(): Plugin {
  return {
    name: 'compile-hint-for-start',
    apply: 'build',
    generateBundle: {
      // After Vite has written its preload list at the top of the file.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          // The entry's own chunk can end up empty, its code merged into the group of everything
          // the first screen needs (vite.config.ts): the hint goes where the entry module is.
          if (!file.moduleIds.some((id) => this.getModuleInfo(id)?.isEntry)) continue
          withCompileHint(file)
          const mapFile = bundle[`${file.fileName}.map`]
          if (file.map && mapFile?.type === 'asset') mapFile.source = file.map.toString()
        }
      },
    },
  }
}
