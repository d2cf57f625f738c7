// A throw-away PostgreSQL cluster for tests and benchmarks: Debian's server binaries, a new
// cluster in a temporary folder (initdb as the `postgres` user when we are root, since the
// server refuses to run as root), on a free loopback port, stopped and deleted afterwards.
// Durability is switched off (fsync, synchronous_commit): nothing in it outlives the run.
// In front of it, on request, Debian's PgBouncer in transaction mode (decision 236).
import { execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
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

// Installs a Debian package (needs root or sudo, as scripts/ensure-chromium.ts does for
// Chromium); the reason it could not, otherwise.
function aptInstall(name: string, label: string): string | null {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n']
  const run = (args: string[]) =>
    execFileSync(args[0]!, args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  try {
    console.log(`${label} not found: installing Debian's ${name} package…`)
    run([...sudo, 'apt-get', 'update'])
    run([...sudo, 'apt-get', 'install', '-y', '--no-install-recommends', name])
    return null
  } catch (error) {
    return `apt-get install ${name} failed (${(error as Error).message})`
  }
}

// Installs Debian's postgresql package when its binaries are missing.
export function ensurePostgres(): { bin: string } | { missing: string } {
  const found = postgresBinaries()
  if (found) return { bin: found }
  const failed = aptInstall('postgresql', 'PostgreSQL')
  if (failed) return { missing: failed }
  const installed = postgresBinaries()
  return installed ? { bin: installed } : { missing: 'no initdb under /usr/lib/postgresql' }
}

const PGBOUNCER = '/usr/sbin/pgbouncer'

export function pgbouncerBinary(): string | null {
  return existsSync(PGBOUNCER) ? PGBOUNCER : null
}

// Installs Debian's pgbouncer package when it is missing.
export function ensurePgbouncer(): { bin: string } | { missing: string } {
  if (pgbouncerBinary()) return { bin: PGBOUNCER }
  const failed = aptInstall('pgbouncer', 'PgBouncer')
  if (failed) return { missing: failed }
  return pgbouncerBinary() ? { bin: PGBOUNCER } : { missing: `no ${PGBOUNCER} after installing` }
}

export interface Bouncer {
  // postgres://…/{database} through PgBouncer
  urlOf(database: string): string
  stop(): void
}

// PgBouncer in transaction mode in front of a cluster, as a deployment runs it: every database
// of the cluster, trust authentication on loopback. Its startup parameter statement_timeout is
// ignored (node-postgres sends it; PgBouncer 1.18 would refuse the connection): a deployment
// sets the timeout on the database role instead. As the `postgres` user when we are root (it
// refuses to run as root), in the foreground, so stopping it is killing one process.
export async function startPgbouncer(bin: string, cluster: Cluster): Promise<Bouncer> {
  const folder = mkdtempSync(join(tmpdir(), 'hig-pgbouncer-'))
  const root = process.getuid?.() === 0
  const port = await freePort()
  const clusterPort = new URL(cluster.url).port
  writeFileSync(join(folder, 'users.txt'), '"postgres" ""\n')
  writeFileSync(
    join(folder, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=127.0.0.1 port=${clusterPort}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(folder, 'users.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      'default_pool_size = 20',
      'ignore_startup_parameters = extra_float_digits,statement_timeout',
      `logfile = ${join(folder, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  )
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    for (const file of ['', 'users.txt', 'pgbouncer.ini']) chownSync(join(folder, file), uid, gid)
  }
  const ini = join(folder, 'pgbouncer.ini')
  const child = root
    ? spawn('setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', bin, ini], {
        stdio: 'ignore',
      })
    : spawn(bin, [ini], { stdio: 'ignore' })
  // Ready when it takes connections.
  for (let tries = 0; ; tries++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (up) break
    if (tries > 100 || child.exitCode !== null) {
      child.kill('SIGKILL')
      throw new Error(`PgBouncer did not start (see ${join(folder, 'pgbouncer.log')})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  let stopped = false
  return {
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return
      stopped = true
      child.kill('SIGTERM')
      rmSync(folder, { recursive: true, force: true })
    },
  }
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
