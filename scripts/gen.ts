// Regenerates what derives from the GraphQL schemas and documents: the commerce SDL, then the
// client and resolver types. Quiet unless something is skipped or fails.
import { existsSync } from 'node:fs'
import { relative } from 'node:path'
import { generate } from '@graphql-codegen/cli'
import config from '../codegen.ts'
import { commerceSdlPath, loadSaleorSchemas, repoRoot, writeCommerceSdl } from './commerce-sdl.ts'

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
}

try {
  await main()
} catch (error) {
  // Codegen gathers the errors of every output into one AggregateError whose message lists them.
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
