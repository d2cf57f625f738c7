// `npm run checks`: the type checks and the lint checks of `npm test`, side by side. Each is one
// single-threaded program after another (tsc, eslint, prettier, knip, lingui), so on two cores
// the two lanes take the time of the longer one instead of both (decision 208). The generated
// files both lanes read come first. Each lane's output is printed whole when it ends, so the
// two never interleave; the exit code is non-zero when either lane failed.
//
//   node scripts/checks.ts              both lanes (npm run checks)
//   node scripts/checks.ts typecheck    one lane (npm run typecheck, npm run lint)
import { spawn, spawnSync } from 'node:child_process'
import { delimiter, join } from 'node:path'
import { repoRoot } from './commerce-sdl.ts'

const lanes: Record<string, string[]> = {
  typecheck: [
    'tsc -p tsconfig.json',
    'tsc -p tsconfig.node.json',
    'tsc -p server/tsconfig.json',
    'tsc -p shared/tsconfig.json',
    'tsc -p sw/tsconfig.json',
  ],
  lint: ['eslint .', 'prettier --check .', 'knip', 'npm run --silent i18n:check'],
}

function runLane(name: string, commands: string[]): Promise<boolean> {
  const started = Date.now()
  return new Promise((resolve) => {
    // One shell per lane: `&&` stops at the first failing command, as npm's scripts do.
    const child = spawn('sh', ['-c', commands.join(' && ')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PATH: [join(repoRoot, 'node_modules/.bin'), process.env.PATH].join(delimiter),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      process.stdout.write(Buffer.concat(output))
      console.log(`${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`)
      resolve(code === 0)
    })
  })
}

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(name in lanes))
if (unknown.length > 0) {
  console.error(`No such lane: ${unknown.join(', ')} (lanes: ${Object.keys(lanes).join(', ')})`)
  process.exit(2)
}
const chosen = Object.entries(lanes).filter(([name]) => asked.length === 0 || asked.includes(name))
const gen = spawnSync(process.execPath, ['scripts/gen.ts'], { cwd: repoRoot, stdio: 'inherit' })
if (gen.status !== 0) process.exit(gen.status ?? 1)
const results = await Promise.all(chosen.map(([name, commands]) => runLane(name, commands)))
process.exit(results.every(Boolean) ? 0 : 1)
