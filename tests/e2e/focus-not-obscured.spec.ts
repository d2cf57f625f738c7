// WCAG 2.4.11 beyond what axe sees (issue 18, point 2): keyboard focus never ends up hidden
// under the sticky header or the bottom navigation.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { popupAlreadySeen } from './catalog-support.ts'

// Where the focused element is when the keyboard moved there: null when a person can see it
// (the top element at its center is it, or inside it), else what hides it.
function focusHidden(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null
    if (!focused || focused === document.body) return null
    const box = focused.getBoundingClientRect()
    // A visually hidden element (a skip link before it shows) has no area to hide.
    if (box.width < 2 || box.height < 2) return null
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim()
    const what = `${focused.tagName.toLowerCase()} "${name.slice(0, 40)}"`
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1)
    const y = box.top + box.height / 2
    if (y < 0 || y >= window.innerHeight) return `${what} is off screen (center at y ${y})`
    const top = document.elementFromPoint(x, y)
    if (top && (focused.contains(top) || top.contains(focused))) return null
    return `${what} is under ${top?.tagName.toLowerCase()}.${String(top?.className)}`
  })
}

for (const width of [320, 390]) {
  test(`keyboard focus is never hidden under the header or the bottom navigation (${width} px)`, async ({
    page,
    backend,
  }) => {
    await popupAlreadySeen(page, backend)
    await page.setViewportSize({ width, height: 740 })
    await page.goto('/')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    const hidden: string[] = []
    // Past the header, the carousel and the product sliders to the bottom navigation.
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press('Tab')
      const problem = await focusHidden(page)
      if (problem) hidden.push(problem)
    }
    expect(hidden).toEqual([])
  })
}
