// A throw-away PostgreSQL cluster for tests and benchmarks: Debian's server binaries, a new
// cluster in a temporary folder (initdb as the `postgres` user when we are root, since the
// server refuses to run as root), on a free loopback port, stopped and deleted afterwards.
// Durability is switched off (fsync, synchronous_commit): nothing in it outlives the run.
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : null
}

// Installs Debian's postgresql package when its binaries are missing (needs root or sudo, as
// scripts/ensure-chromium.ts does for Chromium). The reason it could not, otherwise.
export function ensurePostgres(): { bin: string } | { missing: string } {
  const found = postgresBinaries()
  if (found) return { bin: found }
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n']
  const run = (args: string[]) =>
    execFileSync(args[0]!, args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  try {
    console.log("PostgreSQL not found: installing Debian's postgresql package…")
    run([...sudo, 'apt-get', 'update'])
    run([...sudo, 'apt-get', 'install', '-y', '--no-install-recommends', 'postgresql'])
  } catch (error) {
    return { missing: `apt-get install postgresql failed (${(error as Error).message})` }
  }
  const installed = postgresBinaries()
  return installed ? { bin: installed } : { missing: 'no initdb under /usr/lib/postgresql' }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface Cluster {
  // superuser connection to the `postgres` database
  url: string
  // the cluster's own folder (its data and socket), part of its server's command line
  folder: string
  urlOf(database: string): string
  stop(): void
}

export async function startCluster(bin: string): Promise<Cluster> {
  const folder = mkdtempSync(join(tmpdir(), 'hig-pg-'))
  const data = join(folder, 'data')
  const root = process.getuid?.() === 0
  if (root) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim()
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim()
    chownSync(folder, Number(ids), Number(group))
  }
  const as = (command: string, args: string[]) =>
    execFileSync(
      root ? 'runuser' : join(bin, command),
      root ? ['-u', 'postgres', '--', join(bin, command), ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
  const port = await freePort()
  as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'])
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ')
  as('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start'])
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  let stopped = false
  return {
    url: urlOf('postgres'),
    folder,
    urlOf,
    stop() {
      if (stopped) return
      stopped = true
      try {
        as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(folder, { recursive: true, force: true })
      }
    },
  }
}
