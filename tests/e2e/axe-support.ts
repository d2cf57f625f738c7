// The accessibility audit's tools: axe-core run on the page as it stands, counting serious and
// critical violations of the WCAG 2.0, 2.1 and 2.2 A and AA rules per screen, and a page that
// has settled (no transition running) before it is judged.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'

export const auditedRoles = ['visitor', 'customer-account', 'customer-checkout', 'staff'] as const

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface Finding {
  screen: string
  rule: string
  impact: string
  targets: string[]
  summary: string
}

// Transitions and one-off animations finished; endless ones (a pulsing dot, a skeleton) ignored.
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
}

export class Audit {
  readonly screens: string[] = []
  readonly findings: Finding[] = []
  readonly unreachable: string[] = []
  readonly timings: string[] = []

  readonly role: string
  readonly testInfo: TestInfo

  constructor(role: (typeof auditedRoles)[number], testInfo: TestInfo) {
    this.role = role
    this.testInfo = testInfo
  }

  // A screen with a dialog open is judged inside the dialog: the page behind it was judged on
  // its own, and is covered.
  async check(page: Page, screen: string, options: { dialog?: boolean } = {}): Promise<void> {
    await settled(page)
    // axe-core goes into each page once: a dialog opened on the same page is judged by the
    // copy already there (parsing it again costs seconds on a busy machine).
    const present = await page.evaluate(() => 'axe' in window)
    if (!present) await page.evaluate(axe.source)
    const builder = new AxeBuilder({ page, axeSource: ';' })
    if (options.dialog) builder.include('[role="dialog"]')
    // label-content-name-mismatch (2.5.3) is one of axe's experimental rules: asked for by name.
    const results = await builder
      .withTags(wcagTags)
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .setLegacyMode()
      .analyze()
    this.screens.push(screen)
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue
      this.findings.push({
        screen,
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
      })
    }
  }

  // Runs one screen's steps; a screen that cannot be reached is reported, and the audit goes on.
  async screen(
    page: Page,
    name: string,
    reach: () => Promise<void>,
    options: { dialog?: boolean } = {},
  ): Promise<void> {
    const started = Date.now()
    try {
      await reach()
      const reached = Date.now()
      await this.check(page, name, options)
      this.timings.push(`${name}: reach ${reached - started} ms, audit ${Date.now() - reached} ms`)
    } catch (error) {
      this.unreachable.push(`${name}: ${(error as Error).message.split('\n')[0]}`)
    }
    // Kept as it goes: a run cut short still tells what it found.
    this.report()
  }

  report(done = false): string {
    const testInfo = this.testInfo
    const lines = [
      `axe serious/critical violations: ${this.findings.length} over ${this.screens.length} screens (${this.role})`,
      ...this.findings.map(
        (f) => `  ${f.screen} · ${f.rule} (${f.impact}) · ${f.targets.slice(0, 4).join(' | ')}`,
      ),
      ...this.unreachable.map((u) => `  not reached: ${u}`),
    ]
    const folder = join(testInfo.project.outputDir, 'axe-figures')
    mkdirSync(folder, { recursive: true })
    writeFileSync(
      join(folder, `${this.role}.json`),
      JSON.stringify({ findings: this.findings.length, screens: this.screens.length, done }),
    )
    writeFileSync(
      join(testInfo.project.outputDir, `axe-${this.role}.txt`),
      [...lines, ...this.timings].join('\n'),
    )
    return lines.join('\n')
  }
}

// The figure over every role audited in this run (each role writes its own once it is done).
function totalFigure(testInfo: TestInfo): string | null {
  const folder = join(testInfo.project.outputDir, 'axe-figures')
  let findings = 0
  let screens = 0
  let roles = 0
  try {
    for (const file of readdirSync(folder)) {
      const figure = JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
        findings: number
        screens: number
        done: boolean
      }
      if (!figure.done) continue
      findings += figure.findings
      screens += figure.screens
      roles += 1
    }
  } catch {
    return null
  }
  return roles === auditedRoles.length
    ? `axe serious/critical violations: ${findings} over ${screens} screens (all roles)`
    : null
}

// The steps every audit takes: a language, a screen opened and ready, a dialog opened or closed.
export type Language = 'en' | 'ar'
export const languages: Language[] = ['en', 'ar']

export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('hig:language', value), language)
}

export async function open(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path)
  await expect(ready.first()).toBeVisible()
}

export async function openDialog(page: Page, trigger: Locator): Promise<void> {
  await trigger.first().click()
  await expect(page.getByRole('dialog').last()).toBeVisible()
}

export async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

// Every role's audit prints its figure; the last one to finish prints the run's total too.
export function printFigures(audit: Audit): void {
  console.log(audit.report(true))
  const total = totalFigure(audit.testInfo)
  if (total) console.log(total)
}
