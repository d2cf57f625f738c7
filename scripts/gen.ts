// Regenerates what derives from the GraphQL schemas and documents: the commerce SDL, then the
// client and resolver types; the database's row types from the migrations (gen/table-types.ts);
// and the theme's CSS variables (gen/theme-css.ts). Quiet unless something is skipped or fails. When nothing it reads
// changed since its last run (a fingerprint of its inputs is kept beside the output), it does
// nothing: `npm test` asks for it twice (typecheck, then the build). `--force` runs it anyway.
import { createHash } from 'node:crypto'
import { existsSync, globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { generate } from '@graphql-codegen/cli'
import config from '../codegen.ts'
import {
  commerceSdlPath,
  loadSaleorSchemas,
  repoRoot,
  saleorSchemaFiles,
  saleorSchemasDir,
  writeCommerceSdl,
} from './commerce-sdl.ts'
import { splitDocuments } from './gen/split-documents.ts'
import { writeTableTypes } from './gen/table-types.ts'
import { writeThemeCss } from './gen/theme-css.ts'

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

const fingerprintPath = join(repoRoot, 'src/api/generated/.inputs.sha256')
const outputs = [
  ...clientFiles.map((file) => file.path),
  ...clientFiles.map(({ endpoint }) => join(repoRoot, `server/graphql/generated/${endpoint}.ts`)),
]

// Everything generation reads: schemas, documents, the code generating, and the tools' versions.
function inputsFingerprint(): string {
  const files = [
    ...globSync(['server/graphql/*.graphql', 'server/graphql/*.json', 'src/**/*.*.graphql'], {
      cwd: repoRoot,
    }),
    ...globSync(['scripts/gen.ts', 'scripts/gen/*.ts', 'scripts/commerce-sdl*.ts'], {
      cwd: repoRoot,
    }),
    ...globSync('scripts/commerce-sdl/*.ts', { cwd: repoRoot }),
    'codegen.ts',
    'package-lock.json',
  ].sort()
  const hash = createHash('sha256')
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(repoRoot, file)))
  for (const file of saleorSchemaFiles) {
    const path = join(saleorSchemasDir(), file)
    hash.update(`${file}\0`).update(existsSync(path) ? readFileSync(path) : 'missing')
  }
  return hash.digest('hex')
}

function upToDate(): boolean {
  if (!existsSync(fingerprintPath) || !outputs.every((path) => existsSync(path))) return false
  return readFileSync(fingerprintPath, 'utf8').trim() === inputsFingerprint()
}

async function main(): Promise<void> {
  await writeTableTypes(process.argv.includes('--force'))
  writeThemeCss()
  if (!process.argv.includes('--force') && upToDate()) return
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
  // Taken after writing: the commerce SDL may just have been regenerated.
  writeFileSync(fingerprintPath, `${inputsFingerprint()}\n`)
}

try {
  await main()
} catch (error) {
  // Codegen gathers the errors of every output into one AggregateError whose message lists them.
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
