// End-to-end tests and benchmarks drive Debian's Chromium (Playwright cannot download its own
// browser here). Installs it when it is missing; needs root, as on CI and the dev machines.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium'

if (!existsSync(path)) {
  console.log(`Chromium not found at ${path}: installing Debian's chromium package…`)
  const run = (args: string[]) =>
    execFileSync(args[0]!, args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  try {
    const sudo = process.getuid?.() === 0 ? [] : ['sudo']
    run([...sudo, 'apt-get', 'update'])
    run([
      ...sudo,
      'apt-get',
      'install',
      '-y',
      '--no-install-recommends',
      'chromium',
      'fonts-noto-core',
    ])
  } catch (error) {
    console.error(
      'Could not install Chromium. Install it yourself (apt-get install chromium) or set CHROME_PATH.',
    )
    throw error
  }
  if (!existsSync(path)) throw new Error(`Chromium is still missing at ${path}`)
}
