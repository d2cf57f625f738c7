// `npm run test:stress`: what a newcomer meets, several times over. A fresh clone of the current
// commit (HEAD; uncommitted changes are not part of it) in a temporary folder, `npm ci`, then
// `npm test` three times in a row, then once more while busy loops keep every core of the machine
// at work. Nothing is retried. Prints each run's result and duration, and the machine's load.
//
//   npm run test:stress                  three plain runs and one under load
//   npm run test:stress -- --runs 1      fewer plain runs (the loaded one always comes last)
//   npm run test:stress -- --keep        keep the clone afterwards (its path is printed)
//
// Each run's full output is written to .stress/<time>/run-N.log in this checkout, and a failed
// run's test-results/ (traces, screenshots) is copied beside it. On a shared machine, run it
// through the suite lock: `flock /tmp/full-suite.lock npm run test:stress`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from './commerce-sdl.ts'

interface RunResult {
  name: string
  ok: boolean
  seconds: number
  load: string
}

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, keep: { type: 'boolean', default: false } },
})
const plainRuns = Math.max(0, Number(options.runs))

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

function git(...args: string[]): string {
  const done = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' })
  if (done.status !== 0) throw new Error(`git ${args.join(' ')}: ${done.stderr}`)
  return done.stdout.trim()
}

// Runs a command in the clone, its output both shown and written to a log file.
function run(command: string, args: string[], cwd: string, logPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const log = createWriteStream(logPath)
    const child = spawn(command, args, { cwd, env: cloneEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        process.stdout.write(chunk)
        log.write(chunk)
      })
    }
    child.on('close', (code) => log.end(() => resolve(code === 0)))
  })
}

// One busy loop per core, started and stopped by this script only.
function startBurners(): ChildProcess[] {
  return Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  )
}

function stopBurners(burners: ChildProcess[]): void {
  for (const burner of burners) burner.kill('SIGKILL')
}

const sha = git('rev-parse', 'HEAD')
const dirty = git('status', '--porcelain', '--untracked-files=no') !== ''
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const logDir = join(repoRoot, '.stress', stamp)
mkdirSync(logDir, { recursive: true })
const clone = mkdtempSync(join(tmpdir(), 'hig-stress-'))

// The clone runs as a newcomer's checkout would (its own copy of the Saleor schemas included):
// CI=1 is left out on purpose, and so is anything that would change the number of workers.
// npm's own variables (npm_config_*, npm_lifecycle_*) belong to this run, not the newcomer's.
const cloneEnv: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !name.startsWith('npm_') && !['INIT_CWD', 'CI', 'E2E_WORKERS'].includes(name),
  ),
)

console.log(`Stress check of ${sha.slice(0, 10)} in ${clone}`)
if (dirty) console.log('Note: this checkout has uncommitted changes; they are not tested.')
console.log(`Logs: ${logDir}\n`)

const results: RunResult[] = []
let burners: ChildProcess[] = []
const cleanUp = () => {
  stopBurners(burners)
  if (!options.keep) rmSync(clone, { recursive: true, force: true })
}
// Stopped from the keyboard or by `kill`: the busy loops go too (they outlived a `kill` once).
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    cleanUp()
    process.exit(code)
  })
}

try {
  git('clone', '--quiet', '--no-hardlinks', repoRoot, clone)
  spawnSync('git', ['checkout', '--quiet', '--detach', sha], { cwd: clone, stdio: 'inherit' })

  const installStart = Date.now()
  const installed = await run('npm', ['ci'], clone, join(logDir, 'npm-ci.log'))
  results.push({
    name: 'npm ci',
    ok: installed,
    seconds: (Date.now() - installStart) / 1000,
    load: load(),
  })

  if (installed) {
    const runs = [
      ...Array.from({ length: plainRuns }, (_, index) => ({
        name: `npm test #${index + 1}`,
        burn: false,
      })),
      { name: `npm test #${plainRuns + 1} (all ${availableParallelism()} cores busy)`, burn: true },
    ]
    for (const [index, plan] of runs.entries()) {
      console.log(`\n=== ${plan.name}: starting (load ${load()})\n`)
      if (plan.burn) burners = startBurners()
      const start = Date.now()
      const logPath = join(logDir, `run-${index + 1}.log`)
      const ok = await run('npm', ['test'], clone, logPath)
      const seconds = (Date.now() - start) / 1000
      const loadAtEnd = load()
      stopBurners(burners)
      burners = []
      results.push({ name: plan.name, ok, seconds, load: loadAtEnd })
      if (!ok && existsSync(join(clone, 'test-results'))) {
        cpSync(join(clone, 'test-results'), join(logDir, `run-${index + 1}-test-results`), {
          recursive: true,
        })
      }
    }
  }
} finally {
  cleanUp()
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
console.log(`\nStress check of ${sha.slice(0, 10)}:`)
for (const result of results) {
  console.log(
    `  ${result.ok ? 'PASS' : 'FAIL'}  ${result.name.padEnd(34)} ${minutes(result.seconds).padStart(13)}   load at the end ${result.load}`,
  )
}
console.log(`Logs in ${logDir}${options.keep ? `; the clone is kept in ${clone}` : ''}`)
process.exitCode = results.every((result) => result.ok) ? 0 : 1
