// Builds the app when dist/ is missing or older than any of its sources.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const inputs = [
  'src',
  'sw',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite',
  'manifest.webmanifest',
  'package.json',
  'lingui.config.ts',
]

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'generated' || entry === 'node_modules') continue
    latest = Math.max(latest, newest(join(path, entry)))
  }
  return latest
}

export function buildIfNeeded(force = false): void {
  const built =
    existsSync('dist/index.html') && existsSync('dist/sw.js')
      ? statSync('dist/index.html').mtimeMs
      : 0
  const latestInput = Math.max(...inputs.map(newest))
  if (!force && built > latestInput) return
  console.log('Building the app…')
  execSync('npm run build --silent', { stdio: 'inherit' })
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded(process.argv.includes('--force'))
