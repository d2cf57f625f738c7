// What index.html asks for while the app's code is still on its way: the home page's content,
// or the product a product page was opened at, and, as soon as the answer names it, the page's
// largest picture drawn in the boot frame (decisions 034, 181, 212). The app then picks the
// answer up (home/prefetch-home.ts, product/product-queries.ts): the queries are the app's own
// documents, formatted as urql sends them, so its caches read the answers as if it had asked.
//
// It runs as an inline script of index.html, before any module: the build compiles this file on
// its own, with what it imports, and writes it into the page with its settings
// (scripts/vite/early-queries.ts). So it imports little, and only what it runs.
import { firstHeaderImage } from './home/first-header-image.ts'
import { preloadImage } from './home/preload-image.ts'
import { firstProductImage } from './product/first-product-image.ts'

export interface EarlyQuerySettings {
  commerceUrl: string
  /** The home page's request body (the HomeContent query), as urql sends it. */
  homeBody: string
  /** The Product query's text, as urql sends it. */
  productQuery: string
  defaultChannel: string
  /** Where the app keeps the session, whose store location names the channel. */
  sessionKey: string
}

interface EarlyProduct {
  id: string
  channel: string
  answer: Promise<unknown>
}

declare global {
  interface Window {
    __earlyHomeContent?: Promise<unknown>
    __earlyProduct?: EarlyProduct
  }
}

// The answer's data, or null for a failed request or an answer with errors.
function dataOf(result: unknown): unknown {
  if (typeof result !== 'object' || result === null) return null
  const { data, errors } = result as { data?: unknown; errors?: unknown }
  return data && !errors ? data : null
}

function ask(settings: EarlyQuerySettings, body: string, page: Window): Promise<unknown> {
  return page
    .fetch(settings.commerceUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': page.document.documentElement.lang === 'ar' ? 'AR' : 'EN',
      },
      body,
    })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null)
}

// The picture in its box of the boot frame, unless the server wrote it there already.
function drawInBootFrame(box: Element | null, src: string, width: number, height: number): void {
  if (!box || box.querySelector('img')) return
  const image = box.ownerDocument.createElement('img')
  image.src = src
  image.alt = ''
  image.width = width
  image.height = height
  image.fetchPriority = 'high'
  box.appendChild(image)
}

function askHomeEarly(settings: EarlyQuerySettings, page: Window = window): void {
  if (page.location.pathname !== '/') return
  const document = page.document
  document.documentElement.classList.add('boot-home')
  const answer = ask(settings, settings.homeBody, page)
  page.__earlyHomeContent = answer
  void answer.then((result) => {
    const src = firstHeaderImage(dataOf(result) as Parameters<typeof firstHeaderImage>[0])
    if (!src) return
    preloadImage(src, document)
    drawInBootFrame(document.querySelector('.boot-banner'), src, 1200, 500)
  })
}

// The channel the person chose (the session's store location), else the default one.
function chosenChannel(settings: EarlyQuerySettings, page: Window): string {
  try {
    const session = JSON.parse(page.localStorage.getItem(settings.sessionKey) ?? '{}') as {
      location?: { channel?: unknown }
    } | null
    const channel = session?.location?.channel
    return typeof channel === 'string' && channel !== '' ? channel : settings.defaultChannel
  } catch {
    return settings.defaultChannel
  }
}

function askProductEarly(settings: EarlyQuerySettings, page: Window = window): void {
  const match = /^\/product\/([^/]+)\/?$/.exec(page.location.pathname)
  if (!match) return
  let id: string
  try {
    id = decodeURIComponent(match[1]!)
  } catch {
    return
  }
  const channel = chosenChannel(settings, page)
  page.document.documentElement.classList.add('boot-product-page')
  const body = JSON.stringify({
    query: settings.productQuery,
    operationName: 'Product',
    variables: { id, channel },
  })
  const answer = ask(settings, body, page)
  page.__earlyProduct = { id, channel, answer }
  void answer.then((result) => {
    const src = firstProductImage(dataOf(result) as Parameters<typeof firstProductImage>[0])
    if (src) drawInBootFrame(page.document.querySelector('.boot-product'), src, 360, 360)
  })
}

/** What index.html runs. */
export function askEarly(settings: EarlyQuerySettings): void {
  askHomeEarly(settings)
  askProductEarly(settings)
}
