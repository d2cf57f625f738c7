// What axe-core does not see, measured on the page as it stands (docs/decisions/152):
// - targets smaller than 24 × 24 CSS px without the spacing that WCAG 2.2's 2.5.8 accepts
//   instead (a 24 px circle on the target's center touching no other target or circle);
// - text cut by its box (hidden overflow, an ellipsis, a line clamp) and things that run off the
//   side of the screen;
// - the words of a checkbox, radio or switch that are not beside their box.
// Both run inside the page (one round trip each) and answer lines a person can read.
import type { Page } from '@playwright/test'

// What a finger or a keyboard can press, for the target measures.
export const interactiveSelector = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="menuitemradio"]',
  '[role="option"]',
  '[role="slider"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

// Only inside the last open dialog when `inDialog`: what is behind it cannot be reached.
export function smallTargets(page: Page, inDialog: boolean): Promise<string[]> {
  return page.evaluate(
    ({ inDialog, interactive }) => {
      const minimum = 24
      const dialogs = document.querySelectorAll('[role="dialog"]')
      const scope = inDialog ? (dialogs[dialogs.length - 1] ?? document.body) : document.body
      const describe = (element: Element) => {
        const labels = Array.from((element as HTMLInputElement).labels ?? [])
        const name =
          element.getAttribute('aria-label') ||
          (element as HTMLElement).innerText?.trim().split('\n')[0] ||
          labels.map((label) => label.innerText.trim()).join(' ') ||
          element.getAttribute('title') ||
          element.getAttribute('data-testid') ||
          ''
        const id = element.getAttribute('data-testid')
        return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${name.slice(0, 40)}"`
      }
      const shown = (element: Element) => {
        if (element.closest('[aria-hidden="true"], [inert]')) return false
        const style = getComputedStyle(element)
        return style.visibility !== 'hidden' && style.display !== 'none'
      }
      const disabled = (element: Element) =>
        (element as HTMLButtonElement).disabled === true ||
        element.closest('[aria-disabled="true"], fieldset:disabled') !== null
      // Words of a sentence around it: a link inside running text is exempt (its size is set
      // by the line of text it sits in).
      const inline = (element: Element) => {
        if (getComputedStyle(element).display !== 'inline') return false
        const block = element.parentElement
        const own = element.textContent?.trim() ?? ''
        return (block?.textContent?.trim().length ?? 0) > own.length
      }
      type Box = { left: number; top: number; right: number; bottom: number }
      const union = (boxes: Box[]): Box => ({
        left: Math.min(...boxes.map((b) => b.left)),
        top: Math.min(...boxes.map((b) => b.top)),
        right: Math.max(...boxes.map((b) => b.right)),
        bottom: Math.max(...boxes.map((b) => b.bottom)),
      })
      const boxOf = (element: Element): Box | null => {
        const rect = element.getBoundingClientRect()
        const labels = Array.from((element as HTMLInputElement).labels ?? []).filter(shown)
        const hidden =
          rect.width < 2 || rect.height < 2 || Number(getComputedStyle(element).opacity) === 0
        // A visually hidden input (a switch, a chip) is pressed through its labels; a checkbox or
        // a radio through itself and its label beside it.
        if (hidden) {
          const visible = labels
            .map((label) => label.getBoundingClientRect())
            .filter((box) => box.width > 0 && box.height > 0)
          return visible.length > 0 ? union(visible) : null
        }
        if (rect.width === 0 || rect.height === 0) return null
        const type = (element as HTMLInputElement).type
        if (element.tagName === 'INPUT' && (type === 'checkbox' || type === 'radio')) {
          return union([rect, ...labels.map((label) => label.getBoundingClientRect())])
        }
        return rect
      }
      interface Target {
        element: Element
        box: Box
        small: boolean
      }
      const targets: Target[] = []
      const seen = new Set<Element>()
      for (const element of Array.from(scope.querySelectorAll(interactive))) {
        if (seen.has(element) || !shown(element) || disabled(element) || inline(element)) continue
        seen.add(element)
        const box = boxOf(element)
        if (!box) continue
        const small = box.right - box.left < minimum - 0.5 || box.bottom - box.top < minimum - 0.5
        targets.push({ element, box, small })
      }
      const center = (box: Box) => ({
        x: (box.left + box.right) / 2,
        y: (box.top + box.bottom) / 2,
      })
      const circleTouchesBox = (c: { x: number; y: number }, box: Box) => {
        const x = Math.max(box.left, Math.min(c.x, box.right))
        const y = Math.max(box.top, Math.min(c.y, box.bottom))
        return Math.hypot(c.x - x, c.y - y) < minimum / 2
      }
      const related = (a: Element, b: Element) => a.contains(b) || b.contains(a)
      const offenders: string[] = []
      for (const target of targets) {
        if (!target.small) continue
        const c = center(target.box)
        const crowding = targets.find(
          (other) =>
            other !== target &&
            !related(other.element, target.element) &&
            (circleTouchesBox(c, other.box) ||
              (other.small &&
                Math.hypot(c.x - center(other.box).x, c.y - center(other.box).y) < minimum)),
        )
        if (!crowding) continue
        const width = Math.round(target.box.right - target.box.left)
        const height = Math.round(target.box.bottom - target.box.top)
        offenders.push(
          `${describe(target.element)} ${width}×${height}, too close to ${describe(crowding.element)}`,
        )
      }
      return offenders
    },
    { inDialog, interactive: interactiveSelector },
  )
}

// Text its box cuts, and anything that reaches past the side of the screen (outside a part that
// scrolls sideways or clips on purpose, such as a carousel).
export function cutText(page: Page, inDialog: boolean): Promise<string[]> {
  return page.evaluate((inDialog) => {
    const dialogs = document.querySelectorAll('[role="dialog"]')
    const scope = inDialog ? (dialogs[dialogs.length - 1] ?? document.body) : document.body
    const found: string[] = []
    const describe = (element: Element, text: string) => {
      const id = element.getAttribute('data-testid')
      return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${text.slice(0, 50)}"`
    }
    const ownText = (element: Element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
    const clamped = (style: CSSStyleDeclaration) => style.webkitLineClamp !== 'none'
    // Styles that cut text rather than a picture or a row of cards: a box that clips and keeps
    // its text on one line, an ellipsis, a line clamp.
    const cutsText = (style: CSSStyleDeclaration, own: string) =>
      style.textOverflow === 'ellipsis' ||
      clamped(style) ||
      (['hidden', 'clip'].includes(style.overflowX) &&
        (own !== '' || style.whiteSpace === 'nowrap' || style.whiteSpace === 'pre'))
    const pen = document.createElement('canvas').getContext('2d')!
    const textFields = ['text', 'search', 'tel', 'email', 'url', 'number', 'password']
    const width = document.documentElement.clientWidth
    for (const element of Array.from(scope.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement)) continue
      // A preview whose whole text is one tap away (a notification's message) may be cut.
      if (element.closest('[aria-hidden="true"], [data-preview]')) continue
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const rect = element.getBoundingClientRect()
      // Nothing drawn, or text for screen readers only (a 1 px box that clips on purpose).
      if (rect.width <= 2 || rect.height <= 2) continue
      const isField =
        (element instanceof HTMLInputElement && textFields.includes(element.type)) ||
        element instanceof HTMLTextAreaElement
      const own = ownText(element)
      const text = isField
        ? (element as HTMLInputElement).value
        : cutsText(style, own)
          ? (element.textContent ?? '').trim()
          : ''
      if (text) {
        const wide = element.scrollWidth > element.clientWidth + 1
        // Lower than its text by more than half a line: a line is hidden (a few pixels are
        // only the glyphs' overhang).
        const line =
          style.lineHeight === 'normal'
            ? parseFloat(style.fontSize) * 1.2
            : parseFloat(style.lineHeight)
        const tall =
          !isField &&
          (clamped(style) || (own !== '' && ['hidden', 'clip'].includes(style.overflowY))) &&
          element.scrollHeight > element.clientHeight + line / 2
        if (wide || tall) {
          found.push(
            `cut: ${describe(element, text)} (${element.clientWidth}×${element.clientHeight} px shows ${element.scrollWidth}×${element.scrollHeight})`,
          )
        }
      }
      // A select shows its chosen option's text: measured in the select's font.
      if (element instanceof HTMLSelectElement && element.selectedOptions[0]) {
        const shown = element.selectedOptions[0].text
        pen.font = style.font
        const needed =
          pen.measureText(shown).width +
          parseFloat(style.paddingLeft) +
          parseFloat(style.paddingRight)
        if (needed > element.clientWidth + 1) {
          found.push(
            `cut: ${describe(element, shown)} (${element.clientWidth} px shows ${Math.ceil(needed)})`,
          )
        }
      }
      // Off the side of the screen: only what no part above it clips or scrolls (a carousel,
      // a table that scrolls sideways); such a part, if it runs off itself, is found on its own.
      if (rect.right > width + 1 || rect.left < -1) {
        let parent = element.parentElement
        let clipped = false
        for (; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') {
            clipped = true
            break
          }
        }
        const label = own || element.getAttribute('aria-label') || ''
        if (!clipped && (label || element.matches('button, a, input, select, textarea'))) {
          found.push(
            `off screen: ${describe(element, label)} (${Math.round(rect.left)} to ${Math.round(rect.right)} of ${width}px)`,
          )
        }
      }
    }
    // A checkbox, radio or switch and its words share a line (the walk found them stacked,
    // the words under the box, where the stylesheet that sets them side by side was missing).
    for (const input of Array.from(
      scope.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]'),
    )) {
      if (input.closest('[aria-hidden="true"]')) continue
      const labels = Array.from(input.labels ?? []).filter(
        (label) => label.getBoundingClientRect().height > 0,
      )
      const worded = labels.filter((label) => (label.textContent ?? '').trim() !== '')
      const own = input.getBoundingClientRect()
      // A switch's input is hidden; its track (a label without words) is the box seen.
      const box =
        own.width > 2 && own.height > 2
          ? own
          : labels.find((label) => !worded.includes(label))?.getBoundingClientRect()
      if (!box || box.width === 0) continue
      for (const label of worded) {
        const words = label.getBoundingClientRect()
        const middle = box.top + box.height / 2
        const beside = words.top <= middle && middle <= words.bottom
        if (!beside) {
          found.push(
            `label not beside its box: "${(label.textContent ?? '').trim().slice(0, 40)}" (box ${Math.round(box.top)}–${Math.round(box.bottom)}, words ${Math.round(words.top)}–${Math.round(words.bottom)})`,
          )
        }
      }
    }
    return found
  }, inDialog)
}
