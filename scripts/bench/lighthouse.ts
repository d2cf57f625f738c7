// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G network, simulated)
// of one page, run with Debian's Chromium.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts'

export interface LighthouseScores {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
}

// Asynchronous on purpose: the backend under test runs in this process and must keep serving.
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'))
  const output = join(dir, 'report.json')
  try {
    await promisify(execFile)(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices',
        `--chrome-flags=${chromiumArgs.join(' ')} --user-data-dir=${join(dir, 'profile')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
    )
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      categories: Record<string, { score: number | null }>
      audits: Record<string, { numericValue?: number }>
    }
    const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
