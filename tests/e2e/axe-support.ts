// The accessibility audit's tools: axe-core run on the page as it stands, counting serious and
// critical violations of the WCAG 2.0, 2.1 and 2.2 A and AA rules per screen, and a page that
// has settled (no transition running) before it is judged. On the same walk, what axe does not
// see (docs/decisions/152): targets under 24 px without room around them and text cut at 390
// and 320 px wide; dialogs opened from the keyboard that keep focus inside and give it back to
// the control that opened them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { cutText, smallTargets } from './layout-support.ts'

export const auditedRoles = ['visitor', 'customer-account', 'customer-checkout', 'staff'] as const

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface Finding {
  screen: string
  rule: string
  impact: string
  targets: string[]
  summary: string
}

// Transitions and one-off animations finished; repeating ones ignored: they draw attention
// (the bell's dot pulses three times, 4.8 s) or show waiting (a skeleton), and move nothing.
// Waiting for the bell's pulse on every screen was most of each audit's time.
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          (animation.effect?.getComputedTiming().iterations ?? 1) > 1,
      ),
  )
}

// Popovers are placed by script after a resize (floating-ui's autoUpdate, a frame or more
// later): measured before that, a calendar still sits where the wider screen put it.
async function placed(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const where = [...document.querySelectorAll('[role="dialog"], .mantine-Popover-dropdown')]
        .map((element) => {
          const rect = element.getBoundingClientRect()
          return `${rect.left},${rect.top},${rect.width},${rect.height}`
        })
        .join(' ')
      const state = window as { lastPlacement?: string }
      const same = state.lastPlacement === where
      state.lastPlacement = where
      return same
    },
    undefined,
    { polling: 'raf' },
  )
}

export class Audit {
  readonly screens: string[] = []
  readonly findings: Finding[] = []
  readonly unreachable: string[] = []
  readonly timings: string[] = []
  // Beyond axe: small targets and cut text (with the width), focus that leaves a dialog or is
  // not given back.
  readonly layout: string[] = []
  readonly focus: string[] = []
  private current = ''
  private measured = 0
  private opener: Locator | null = null

  readonly role: string
  readonly language: Language
  readonly testInfo: TestInfo

  // One audit per role and language: each is its own test, inside its own time limit.
  constructor(role: (typeof auditedRoles)[number], language: Language, testInfo: TestInfo) {
    this.role = role
    this.language = language
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
    // Only violations are read, so axe need not keep the nodes of the rules that pass.
    const results = await builder
      .withTags(wcagTags)
      .options({
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      })
      .setLegacyMode()
      .analyze()
    this.screens.push(screen)
    const measuring = Date.now()
    await this.measure(page, screen, options.dialog === true)
    this.measured = Date.now() - measuring
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

  // At the walk's phone width (390 px) and at the narrowest (320 px), then back.
  private async measure(page: Page, screen: string, inDialog: boolean): Promise<void> {
    const size = page.viewportSize()!
    for (const width of [size.width, 320]) {
      if (width !== page.viewportSize()!.width) {
        await page.setViewportSize({ width, height: size.height })
        await settled(page)
        await placed(page)
      }
      const [targets, cut] = await Promise.all([
        smallTargets(page, inDialog),
        cutText(page, inDialog),
      ])
      for (const line of [...targets.map((t) => `small target: ${t}`), ...cut])
        this.layout.push(`${screen} @${width}px · ${line}`)
    }
    if (page.viewportSize()!.width !== size.width) {
      await page.setViewportSize(size)
      await settled(page)
    }
  }

  // Opened from the keyboard, as a person without a mouse would: focus moves into the dialog,
  // Tab and Shift+Tab go round inside it.
  async openDialog(page: Page, trigger: Locator): Promise<void> {
    const control = trigger.first()
    await control.focus()
    const role = await control.evaluate(
      (element) => element.getAttribute('role') ?? (element as HTMLInputElement).type,
    )
    await page.keyboard.press(role === 'checkbox' || role === 'radio' ? 'Space' : 'Enter')
    const dialog = page.getByRole('dialog').last()
    await expect(dialog).toBeVisible()
    await settled(page)
    this.opener = control
    const inside = () =>
      dialog.evaluate((element) => element.contains(document.activeElement)).catch(() => false)
    const problem = (what: string) => this.focus.push(`${this.current} · ${what}`)
    const movedIn = await expect
      .poll(inside, { timeout: 10_000 })
      .toBe(true)
      .then(() => true)
      .catch(() => false)
    if (!movedIn) {
      problem('focus did not move into the dialog')
      return
    }
    const stops = await dialog.evaluate(
      (element) =>
        element.querySelectorAll(
          'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
        ).length,
    )
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step <= stops; step++) await page.keyboard.press(key)
      if (!(await inside())) {
        problem(`${key} ${stops + 1} times left the dialog`)
        return
      }
    }
  }

  // Escape closes it, and focus is back on the control that opened it.
  async closeDialog(page: Page): Promise<void> {
    await closeDialog(page)
    const opener = this.opener
    this.opener = null
    if (opener) await this.focusBackOn(opener)
  }

  // The open dialog closed as above, then the next one opened from `trigger`.
  async nextDialog(page: Page, trigger: Locator): Promise<void> {
    await this.closeDialog(page)
    await this.openDialog(page, trigger)
  }

  // Focus is on the control that opened what just closed (a dialog, a menu).
  async focusBackOn(opener: Locator): Promise<void> {
    const page = opener.page()
    const back = await expect(opener)
      .toBeFocused({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false)
    if (!back) {
      const now = await page.evaluate(() => {
        const active = document.activeElement
        return active === document.body || !active
          ? 'the page'
          : `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 30)}"`
      })
      this.focus.push(`${this.current} · focus not given back to its control (now on ${now})`)
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
    this.current = name
    try {
      await reach()
      const reached = Date.now()
      await this.check(page, name, options)
      this.timings.push(
        `${name}: reach ${reached - started} ms, audit ${Date.now() - reached} ms (of which layout ${this.measured} ms)`,
      )
    } catch (error) {
      this.unreachable.push(`${name}: ${(error as Error).message.split('\n')[0]}`)
    }
    // Kept as it goes: a run cut short still tells what it found.
    this.report()
  }

  report(done = false): string {
    const testInfo = this.testInfo
    const lines = [
      `axe serious/critical violations: ${this.findings.length} over ${this.screens.length} screens (${this.role}, ${this.language})`,
      ...this.findings.map(
        (f) => `  ${f.screen} · ${f.rule} (${f.impact}) · ${f.targets.slice(0, 4).join(' | ')}`,
      ),
      ...this.unreachable.map((u) => `  not reached: ${u}`),
      `layout (targets, cut text): ${this.layout.length}, dialog focus: ${this.focus.length}`,
      ...this.layout.map((line) => `  ${line}`),
      ...this.focus.map((line) => `  ${line}`),
    ]
    const folder = join(testInfo.project.outputDir, 'axe-figures')
    mkdirSync(folder, { recursive: true })
    writeFileSync(
      join(folder, `${this.role}-${this.language}.json`),
      JSON.stringify({ findings: this.findings.length, screens: this.screens.length, done }),
    )
    writeFileSync(
      join(testInfo.project.outputDir, `axe-${this.role}-${this.language}.txt`),
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
  return roles === auditedRoles.length * languages.length
    ? `axe serious/critical violations: ${findings} over ${screens} screens (all roles, both languages)`
    : null
}

// The steps every audit takes: a language, a screen opened and ready, a dialog opened or closed.
export type Language = 'en' | 'ar'
export const languages: Language[] = ['en', 'ar']
export const languageNames: Record<Language, string> = { en: 'in English', ar: 'in Arabic' }

// The app reads the language once, as it starts: the page starts again in it.
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('hig:language', value), language)
  await page.reload()
}

// A screen opened from inside the running app, as a person moves through it: the router is
// handed the address (TanStack Router follows `history.pushState`), and the page, with axe-core
// already in it, stays. Loading each screen afresh started the app and parsed axe-core again
// every time, over a second a screen on this machine. `fresh` loads the page anew, for a screen
// that depends on what the app reads as it starts (a first visit's popup).
export async function open(
  page: Page,
  path: string,
  ready: Locator,
  options: { fresh?: boolean } = {},
): Promise<void> {
  const running = await page
    .evaluate(() => document.getElementById('root')?.hasChildNodes() === true)
    .catch(() => false)
  if (options.fresh || !running) await page.goto(path)
  else {
    await page.evaluate((to) => {
      const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0
      history.pushState({ __TSR_index: index + 1 }, '', to)
    }, path)
  }
  await expect(ready.first()).toBeVisible()
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

// Every role's audit prints its figure; the last one to finish prints the run's total too.
export function printFigures(audit: Audit): void {
  console.log(audit.report(true))
  const total = totalFigure(audit.testInfo)
  if (total) console.log(total)
}
