// End-to-end tests and benchmarks drive Debian's Chromium (Playwright cannot download its own
// browser here): the tests its headless shell, the benchmarks and the installability check the
// full browser. Installs what is missing; needs root, as on CI and the dev machines.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const wanted = [
  { path: process.env.CHROME_PATH ?? '/usr/bin/chromium', packages: ['chromium'] },
  {
    path: process.env.E2E_CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
    packages: ['chromium-headless-shell'],
  },
]
const missing = wanted.filter((browser) => !existsSync(browser.path))

if (missing.length > 0) {
  const packages = missing.flatMap((browser) => browser.packages)
  console.log(`Not found: ${missing.map((browser) => browser.path).join(', ')}`)
  console.log(`Installing Debian's ${packages.join(' and ')}…`)
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
      ...packages,
      'fonts-noto-core',
    ])
  } catch (error) {
    console.error(
      `Could not install them. Install them yourself (apt-get install ${packages.join(' ')}) or set CHROME_PATH and E2E_CHROME_PATH.`,
    )
    throw error
  }
  for (const browser of missing) {
    if (!existsSync(browser.path)) throw new Error(`Still missing: ${browser.path}`)
  }
}
