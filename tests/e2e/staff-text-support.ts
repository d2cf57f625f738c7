// One way of writing phones and dates on the staff screens (issue 37, point 8): a phone in one
// grouped form ("+968 9555 0101"), set apart left to right (`bdi dir="ltr"`) so Arabic around it
// never reorders it; a date in the app's one style (decision 142), never "2026/11/29 04:40" nor
// "11/29/26, 12:38 AM".
import type { Page } from '@playwright/test'

export function staffTextProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const ungrouped = /\+?9689\d{7}|\+?968\d{8}/
    const grouped = /\+\d{1,3} \d{3,4} \d{3,4}( \d{3,4})?/
    const otherDates = /\b\d{4}\/\d{2}\/\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2},/
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const element = node.parentElement
      if (!element || element.closest('[aria-hidden="true"], input, textarea, script, style'))
        continue
      if (ungrouped.test(text.replace(/\s/g, '')) && !grouped.test(text)) {
        problems.push(`phone not grouped: "${text.trim().slice(0, 40)}"`)
      }
      if (grouped.test(text) && !element.closest('bdi[dir="ltr"]')) {
        problems.push(`phone not set apart left to right: "${text.trim().slice(0, 40)}"`)
      }
      if (otherDates.test(text))
        problems.push(`date in another style: "${text.trim().slice(0, 40)}"`)
    }
    return problems
  })
}
