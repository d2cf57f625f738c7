// Vite plugin: index.html asks for the home page's content while the app's code is still
// downloading, and shows the header's first banner (the page's largest picture) in the boot
// frame as soon as it is known, instead of after the code has run. React then replaces the boot
// frame with the real carousel showing the same, already loaded, picture. The app picks the
// answer up (src/features/catalogue/home/prefetch-home.ts). The query is the app's own
// HomeContent document, formatted exactly as urql sends it, so the normalized cache reads the
// answer as if it had asked itself.
import { formatDocument, stringifyDocument } from '@urql/core'
import type { Plugin } from 'vite'
import { HomeContentDocument } from '../../src/api/generated/commerce/HomeContentDocument.ts'
import { ProductDocument } from '../../src/api/generated/commerce/ProductDocument.ts'
import { firstHeaderImage } from '../../src/features/catalogue/home/first-header-image.ts'
import { firstProductImage } from '../../src/features/catalogue/product/first-product-image.ts'
import { DEFAULT_CHANNEL } from '../../src/entities/store-location/store-location.ts'
import { SESSION_KEY } from '#shared/protocols/first-screen-keys.ts'

// The app's stylesheet stops blocking the first paint: the boot frame has its own inline styles,
// and the app waits for the sheet, then switches it on, before it renders (src/app/boot-frame.ts;
// no onload attribute, which the Content-Security-Policy would block).
function nonBlockingStyles(html: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
    '<link rel="stylesheet" crossorigin href="$1" media="print" data-app-styles>',
  )
}

export function earlyHomeQuery(commerceUrl: string): Plugin {
  return {
    name: 'early-home-query',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({
        html: nonBlockingStyles(html),
        tags: [...homeQueryTags(commerceUrl), ...productQueryTags(commerceUrl)],
      }),
    },
  }
}

function homeQueryTags(commerceUrl: string) {
  const body = JSON.stringify({
    query: stringifyDocument(formatDocument(HomeContentDocument)),
    operationName: 'HomeContent',
    variables: {},
  })
  const script = `(function () {
  if (location.pathname !== '/') return
  document.documentElement.classList.add('boot-home')
  var firstHeaderImage = ${firstHeaderImage.toString()}
  var answer = fetch(${JSON.stringify(commerceUrl)}, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang === 'ar' ? 'AR' : 'EN' },
    body: ${JSON.stringify(body)}
  }).then(function (response) { return response.ok ? response.json() : null }).catch(function () { return null })
  window.__earlyHomeContent = answer
  answer.then(function (result) {
    var src = result && result.data && !result.errors ? firstHeaderImage(result.data) : null
    if (!src) return
    var link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'image'
    link.href = src
    link.fetchPriority = 'high'
    document.head.appendChild(link)
    var frame = document.querySelector('.boot-banner')
    if (!frame || frame.querySelector('img')) return
    var image = document.createElement('img')
    image.src = src
    image.alt = ''
    image.width = 1200
    image.height = 500
    image.fetchPriority = 'high'
    frame.appendChild(image)
  })
})()`
  return [{ tag: 'script' as const, children: script, injectTo: 'head' as const }]
}

// A product page opened by its address: the same for the product's own query (the app's Product
// document, in the channel the person chose), and its first picture drawn in the boot frame's
// product box, where the screen will show it (src/features/catalogue/product/prefetch-product.ts
// picks the answer up).
function productQueryTags(commerceUrl: string) {
  const query = JSON.stringify(stringifyDocument(formatDocument(ProductDocument)))
  const script = `(function () {
  var match = /^\\/product\\/([^/]+)\\/?$/.exec(location.pathname)
  if (!match) return
  var id
  try { id = decodeURIComponent(match[1]) } catch (e) { return }
  var channel = ${JSON.stringify(DEFAULT_CHANNEL)}
  try {
    var session = JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_KEY)}) || '{}')
    if (session && session.location && session.location.channel) channel = session.location.channel
  } catch (e) {}
  document.documentElement.classList.add('boot-product-page')
  var firstProductImage = ${firstProductImage.toString()}
  var answer = fetch(${JSON.stringify(commerceUrl)}, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang === 'ar' ? 'AR' : 'EN' },
    body: JSON.stringify({ query: ${query}, operationName: 'Product', variables: { id: id, channel: channel } })
  }).then(function (response) { return response.ok ? response.json() : null }).catch(function () { return null })
  window.__earlyProduct = { id: id, channel: channel, answer: answer }
  answer.then(function (result) {
    var src = result && result.data && !result.errors ? firstProductImage(result.data) : null
    var frame = document.querySelector('.boot-product')
    if (!src || !frame || frame.querySelector('img')) return
    var image = document.createElement('img')
    image.src = src
    image.alt = ''
    image.width = 360
    image.height = 360
    image.fetchPriority = 'high'
    frame.appendChild(image)
  })
})()`
  return [{ tag: 'script' as const, children: script, injectTo: 'head' as const }]
}
