// A notification's message is HTML written elsewhere (an admin, another backend): it is
// cleaned before it is rendered. DOMPurify removes scripts, event-handler attributes and
// javascript: addresses; every link gets rel="noopener noreferrer", and a link leaving the
// app opens in a new tab. A DOMPurify instance of our own keeps these rules to this module.
import createDOMPurify from 'dompurify'

let purifier: ReturnType<typeof createDOMPurify> | null = null

export function isInternalLink(href: string, origin = window.location.origin): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true
  try {
    return new URL(href).origin === origin
  } catch {
    return false
  }
}

function instance() {
  if (purifier) return purifier
  const made = createDOMPurify(window)
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return
    const href = node.getAttribute('href') ?? ''
    node.setAttribute('rel', 'noopener noreferrer')
    if (href && !isInternalLink(href)) node.setAttribute('target', '_blank')
    else node.removeAttribute('target')
  })
  purifier = made
  return made
}

export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
  })
}

// The words alone, for a list row's excerpt.
export function textOf(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = sanitizeHtml(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '$& '))
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim()
}
