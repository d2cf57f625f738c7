// Regenerates what derives from the GraphQL schemas and documents: the commerce SDL, then the
// client and resolver types. Quiet unless something is skipped or fails.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { generate } from '@graphql-codegen/cli'
import config from '../codegen.ts'
import { commerceSdlPath, loadSaleorSchemas, repoRoot, writeCommerceSdl } from './commerce-sdl.ts'
import { splitDocuments } from './gen/split-documents.ts'

const clientFiles = ['commerce', 'wallet', 'otp'].map((endpoint) => ({
  endpoint,
  path: join(repoRoot, 'src/api/generated', `${endpoint}.ts`),
}))

// One module per document, so each lands in the chunk of the screen that uses it.
function splitClientFiles(): void {
  for (const { endpoint, path } of clientFiles) {
    if (!existsSync(path)) continue
    const folder = join(dirname(path), endpoint)
    rmSync(folder, { recursive: true, force: true })
    mkdirSync(folder, { recursive: true })
    const { barrel, files } = splitDocuments(readFileSync(path, 'utf8'), endpoint)
    for (const file of files) writeFileSync(join(dirname(path), file.path), file.content)
    writeFileSync(path, barrel)
  }
}

async function main(): Promise<void> {
  const saleor = loadSaleorSchemas()
  const sdl = relative(repoRoot, commerceSdlPath)
  if (saleor.available) {
    writeCommerceSdl(saleor.schemas)
  } else if (existsSync(commerceSdlPath)) {
    console.log(`Using the committed ${sdl} as is: ${saleor.reason}.`)
  } else {
    throw new Error(`Cannot generate ${sdl}: ${saleor.reason}. Set SALEOR_SCHEMAS to their folder.`)
  }
  await generate({ ...config, cwd: repoRoot, silent: true }, true)
  splitClientFiles()
}

try {
  await main()
} catch (error) {
  // Codegen gathers the errors of every output into one AggregateError whose message lists them.
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
