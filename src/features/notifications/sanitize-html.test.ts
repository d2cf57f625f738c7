import { afterEach, describe, expect, it } from 'vitest'
import { sanitizeHtml, textOf } from './sanitize-html.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

async function render(html: string) {
  const container = document.createElement('div')
  container.innerHTML = sanitizeHtml(html)
  document.body.append(container)
  return container
}

// A document that runs scripts and handlers, as a browser does: whatever the sanitizer lets
// through is put there and poked; a control run proves the harness would notice.
interface ScriptedPage {
  window: Window & typeof globalThis & { ran?: boolean }
}
type JsdomModule = {
  JSDOM: new (html: string, options: { runScripts: 'dangerously' }) => ScriptedPage
}
// jsdom ships no types; the little used here is described above.
const jsdomName: string = 'jsdom'
const { JSDOM } = (await import(/* @vite-ignore */ jsdomName)) as JsdomModule

function runsIn(html: string): boolean {
  const page = new JSDOM('<!doctype html><body></body>', { runScripts: 'dangerously' })
  const window = page.window
  window.document.body.innerHTML = html
  for (const script of window.document.querySelectorAll('script')) {
    const live = window.document.createElement('script')
    live.textContent = script.textContent
    window.document.body.append(live)
  }
  for (const element of window.document.body.querySelectorAll('*')) {
    element.dispatchEvent(new window.MouseEvent('click', { bubbles: true }))
    element.dispatchEvent(new window.Event('error'))
    element.dispatchEvent(new window.Event('load'))
  }
  const ran = window.ran === true
  page.window.close()
  return ran
}

const attacks = [
  '<script>window.ran = true</script>',
  '<img src="x" onerror="window.ran = true">',
  '<svg onload="window.ran = true"></svg>',
  '<div onclick="window.ran = true">tap</div>',
  '<a href="#" onclick="window.ran = true">tap</a>',
]

describe('the message sanitizer', () => {
  it.each(attacks)('never lets %s run', (attack) => {
    expect(runsIn(attack)).toBe(true) // the control: unsanitized, it runs
    expect(runsIn(sanitizeHtml(attack))).toBe(false)
  })

  it('drops javascript: links, frames and inline styles', async () => {
    const container = await render(
      `<a href="javascript:alert(1)" id="js">tap</a><iframe src="https://evil.example"></iframe>
       <div style="position:fixed;inset:0">cover</div>`,
    )
    expect(container.querySelector('#js')?.getAttribute('href')).toBeNull()
    expect(container.querySelector('iframe, [style]')).toBeNull()
  })

  it('keeps formatting, and marks links: external in a new tab, all without opener', async () => {
    const container = await render(
      `<p dir="rtl">وفّر <b>2 ريال</b> <a href="/product/1/" target="_top">تسوق الآن</a></p>
       <p><a href="https://www.rop.gov.om/english/">ROP advice</a></p>`,
    )
    expect(container.querySelector('b')?.textContent).toBe('2 ريال')
    expect(container.querySelector('p')?.getAttribute('dir')).toBe('rtl')
    const [inside, outside] = [...container.querySelectorAll('a')]
    expect(inside?.getAttribute('href')).toBe('/product/1/')
    expect(inside?.getAttribute('target')).toBeNull()
    expect(inside?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(outside?.getAttribute('target')).toBe('_blank')
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('gives the words alone for an excerpt', () => {
    expect(textOf('<p>Save <b>2 OMR</b></p><p>this&nbsp;weekend</p><script>x()</script>')).toBe(
      'Save 2 OMR this weekend',
    )
  })
})
