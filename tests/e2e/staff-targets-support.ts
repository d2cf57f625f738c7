// Targets for a working hand (issue 37, point 6; decision 255): on the staff screens every
// control is at least 44 × 44 CSS px, or is a checkbox, radio or switch whose row, 44 px tall,
// takes the tap across the whole width of the card or line it sits in; and a destructive
// control (`data-destructive`: delete, discard, remove) keeps 8 px from every other control.
// WCAG 2.2's 2.5.8 asks 24 px; gloved or oily fingers on a shop floor need more. Runs inside
// the page, one round trip, and answers lines a person can read.
import type { Page } from '@playwright/test'
import { interactiveSelector } from './layout-support.ts'

const STAFF_TARGET = 44
const DESTRUCTIVE_GAP = 8

export function staffTargetProblems(page: Page, inDialog: boolean): Promise<string[]> {
  return page.evaluate(
    ({ inDialog, minimum, gap, interactive }) => {
      const dialogs = document.querySelectorAll('[role="dialog"]')
      const scope = inDialog ? (dialogs[dialogs.length - 1] ?? document.body) : document.body
      const shown = (element: Element) => {
        if (element.closest('[aria-hidden="true"], [inert]')) return false
        const style = getComputedStyle(element)
        return style.visibility !== 'hidden' && style.display !== 'none'
      }
      // A link inside a sentence takes the line it sits in.
      const inline = (element: Element) => {
        if (getComputedStyle(element).display !== 'inline') return false
        const own = element.textContent?.trim() ?? ''
        return (element.parentElement?.textContent?.trim().length ?? 0) > own.length
      }
      const describe = (element: Element) => {
        const labels = Array.from((element as HTMLInputElement).labels ?? [])
        const name =
          element.getAttribute('aria-label') ||
          (element as HTMLElement).innerText?.trim().split('\n')[0] ||
          labels.map((label) => label.innerText.trim()).join(' ') ||
          element.getAttribute('data-testid') ||
          ''
        const id = element.getAttribute('data-testid')
        return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${name.slice(0, 40)}"`
      }
      type Box = { left: number; top: number; right: number; bottom: number }
      const union = (boxes: Box[]): Box => ({
        left: Math.min(...boxes.map((b) => b.left)),
        top: Math.min(...boxes.map((b) => b.top)),
        right: Math.max(...boxes.map((b) => b.right)),
        bottom: Math.max(...boxes.map((b) => b.bottom)),
      })
      const toggle = (element: Element) => {
        const type = (element as HTMLInputElement).type
        return element.tagName === 'INPUT' && (type === 'checkbox' || type === 'radio')
      }
      // What a finger presses: the control, with its labels for a checkbox, radio or switch
      // (a hidden input is pressed through them).
      const boxOf = (element: Element): Box | null => {
        const rect = element.getBoundingClientRect()
        const labels = Array.from((element as HTMLInputElement).labels ?? [])
          .filter(shown)
          .map((label) => label.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.height > 0)
        const hidden =
          rect.width < 2 || rect.height < 2 || Number(getComputedStyle(element).opacity) === 0
        if (toggle(element)) {
          const boxes = hidden ? labels : [rect, ...labels]
          return boxes.length > 0 ? union(boxes) : null
        }
        if (hidden) return labels.length > 0 ? union(labels) : null
        return rect
      }
      const targets: { element: Element; box: Box }[] = []
      const problems: string[] = []
      const seen = new Set<Element>()
      for (const element of Array.from(scope.querySelectorAll(interactive))) {
        if (seen.has(element) || !shown(element) || inline(element)) continue
        seen.add(element)
        const box = boxOf(element)
        if (!box) continue
        targets.push({ element, box })
        const width = box.right - box.left
        const height = box.bottom - box.top
        if (width < minimum - 0.5 || height < minimum - 0.5) {
          problems.push(
            `${describe(element)} ${Math.round(width)}×${Math.round(height)} (needs ${minimum}×${minimum})`,
          )
        }
        // A row that says it takes the tap (`data-tap-row`) does, across its whole width.
        const row = element.closest('[data-tap-row]')?.getBoundingClientRect()
        if (row && (box.left > row.left + 1 || box.right < row.right - 1)) {
          problems.push(
            `${describe(element)} takes ${Math.round(width)} px of its ${Math.round(row.width)} px row`,
          )
        }
      }
      // Under the fixed bars (the page scrolled beneath them) or a passing toast, a control is
      // not where a finger reaches it: its distances are measured where it shows.
      const reachable = (element: Element, box: Box) => {
        if (element.closest('[aria-live]')) return false
        const x = (box.left + box.right) / 2
        const y = (box.top + box.bottom) / 2
        if (y < 0 || y > window.innerHeight) return false
        const top = document.elementFromPoint(x, y)
        return top !== null && (element.contains(top) || top.contains(element))
      }
      const apart = (a: Box, b: Box) =>
        Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)
      // Each destructive control is measured scrolled to the middle of the screen, where a
      // finger meets it, not half under the bottom bar where the scroll happened to leave it.
      const scrolled = { x: window.scrollX, y: window.scrollY }
      for (const candidate of targets) {
        if (!candidate.element.closest('[data-destructive]')) continue
        candidate.element.scrollIntoView({ block: 'center', inline: 'nearest' })
        const at = (entry: { element: Element; box: Box }) => ({
          element: entry.element,
          box: boxOf(entry.element) ?? entry.box,
        })
        const target = at(candidate)
        if (!reachable(target.element, target.box)) continue
        for (const other of targets.map(at)) {
          if (other.element === target.element || !reachable(other.element, other.box)) continue
          if (target.element.contains(other.element) || other.element.contains(target.element))
            continue
          const distance = apart(target.box, other.box)
          if (distance < gap - 0.5) {
            problems.push(
              `${describe(target.element)} is ${Math.max(0, Math.round(distance))} px from ${describe(other.element)} (needs ${gap})`,
            )
          }
        }
      }
      window.scrollTo(scrolled.x, scrolled.y)
      return problems
    },
    { inDialog, minimum: STAFF_TARGET, gap: DESTRUCTIVE_GAP, interactive: interactiveSelector },
  )
}
