// After the run, for each test that failed: its error, what the page looked like (the ARIA
// snapshot Playwright takes at the failure), the browser's console errors, and where the trace
// and screenshots are kept. A failure on CI can then be read from the log alone; the files stay
// under test-results/ (and the HTML report under playwright-report/) for CI to keep.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const MAX_SNAPSHOT_LINES = 150
const MAX_ERROR_LINES = 40

// Playwright's error context is Markdown: the page snapshot is one of its sections.
export function pageSnapshotOf(markdown: string): string | null {
  const match = /^# Page snapshot\s*\n+```ya?ml\n([\s\S]*?)```/m.exec(markdown)
  return match ? match[1]!.trimEnd() : null
}

function clip(text: string, maxLines: number): string {
  const lines = text.split('\n')
  if (lines.length <= maxLines) return text
  return [...lines.slice(0, maxLines), `… (${lines.length - maxLines} more lines)`].join('\n')
}

// Terminal colors in Playwright's messages are noise in a CI log.
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '')

const rule = (title: string) => `── ${title} ${'─'.repeat(Math.max(4, 76 - title.length))}`

export default class FailureReporter implements Reporter {
  private readonly failures: { test: TestCase; result: TestResult }[] = []

  printsToStdio(): boolean {
    return true
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== test.expectedStatus) this.failures.push({ test, result })
  }

  onEnd(result: FullResult): void {
    if (this.failures.length === 0) return
    const out: string[] = [
      '',
      `${this.failures.length} failed test(s), in detail (${result.status}):`,
    ]
    for (const { test, result: run } of this.failures) out.push(...this.describe(test, run))
    console.log(out.join('\n'))
  }

  private describe(test: TestCase, result: TestResult): string[] {
    const where = `${relative(process.cwd(), test.location.file)}:${test.location.line}`
    const title = test.titlePath().filter(Boolean).slice(1).join(' › ')
    const lines = [
      '',
      `═══ FAILED ${where} › ${title} (${result.status}, ${(result.duration / 1000).toFixed(1)} s)`,
    ]
    lines.push(rule('Error'))
    for (const error of result.errors) {
      lines.push(clip(plain(error.message ?? error.value ?? String(error)), MAX_ERROR_LINES))
      if (error.location) {
        lines.push(`    at ${relative(process.cwd(), error.location.file)}:${error.location.line}`)
      }
    }
    const files: string[] = []
    for (const attachment of result.attachments) {
      const text = attachment.body
        ? attachment.body.toString('utf8')
        : attachment.path &&
            existsSync(attachment.path) &&
            attachment.contentType.startsWith('text/')
          ? readFileSync(attachment.path, 'utf8')
          : null
      if (attachment.name === 'error-context' && text) {
        lines.push(rule('Page at the failure (ARIA snapshot)'))
        lines.push(clip(pageSnapshotOf(text) ?? text, MAX_SNAPSHOT_LINES))
      } else if (attachment.name === 'browser-errors' && text) {
        lines.push(rule('Browser console errors'))
        lines.push(clip(text, MAX_ERROR_LINES))
      }
      if (attachment.path) {
        const path = relative(process.cwd(), attachment.path)
        files.push(
          attachment.name === 'trace'
            ? `trace: ${path}  (npx playwright show-trace ${path})`
            : `${attachment.name}: ${path}`,
        )
      }
    }
    if (files.length > 0) lines.push(rule('Kept files'), ...files)
    return lines
  }
}
