// @vitest-environment jsdom
// The inline script index.html runs before the app (src/features/catalog/early-queries.ts),
// compiled as the build compiles it, run in a page. The network is the boundary: a fake fetch
// records what is asked and answers.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { earlyQueriesScript, earlyQuerySettings } from './early-queries.ts'

const settings = earlyQuerySettings('/graphql/')
let script = ''
let asked: { url: string; body: { operationName: string; variables: unknown; query: string } }[]
let headers: Record<string, string>[]
let answer: unknown

const homeAnswer = {
  data: {
    pageTypes: { edges: [{ node: { id: 'PT1', slug: 'header' } }] },
    pages: {
      edges: [
        {
          node: {
            pageType: { id: 'PT1' },
            attributes: [
              { attribute: { slug: 'top-header-2' }, values: [{ file: { url: '/media/2.svg' } }] },
              { attribute: { slug: 'top-header-1' }, values: [{ file: { url: '/media/1.svg' } }] },
            ],
          },
        },
      ],
    },
  },
}
const productAnswer = { data: { product: { media: [{ url: '/media/p.svg' }], thumbnail: null } } }

function openPage(path: string): void {
  window.history.replaceState(null, '', path)
  document.documentElement.className = ''
  document.documentElement.lang = 'en'
  document.head.innerHTML = ''
  document.body.innerHTML =
    '<div id="boot"><div class="boot-banner"></div><div class="boot-product"></div></div>'
  delete window.__earlyHomeContent
  delete window.__earlyProduct
}

function run(): void {
  new Function(script)()
}

beforeAll(async () => {
  script = await earlyQueriesScript(settings)
})

beforeEach(() => {
  asked = []
  headers = []
  answer = null
  localStorage.clear()
  window.fetch = (async (url: string, init: RequestInit) => {
    asked.push({ url, body: JSON.parse(init.body as string) as (typeof asked)[number]['body'] })
    headers.push(init.headers as Record<string, string>)
    if (answer === 'fail') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answer), { status: 200 })
  }) as typeof fetch
})

describe('the early queries of index.html', () => {
  it('is one function that runs at once, with no module syntax left', () => {
    expect(script).toMatch(/^\(function/)
    expect(script).not.toMatch(/\bimport\b|\bexport\b/)
  })

  it('on the home page asks for its content as urql would, and draws its first banner', async () => {
    openPage('/')
    document.documentElement.lang = 'ar'
    answer = homeAnswer
    run()
    expect(document.documentElement.classList.contains('boot-home')).toBe(true)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.url).toBe('/graphql/')
    expect(JSON.stringify(asked[0]!.body)).toBe(settings.homeBody)
    expect(headers[0]!['accept-language']).toBe('AR')
    expect(await window.__earlyHomeContent).toEqual(homeAnswer)
    await Promise.resolve()
    const picture = document.querySelector<HTMLImageElement>('.boot-banner img')
    expect(picture?.getAttribute('src')).toBe('/media/1.svg')
    expect(picture?.fetchPriority).toBe('high')
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')
    expect([preload?.as, preload?.getAttribute('href')]).toEqual(['image', '/media/1.svg'])
  })

  it('leaves a picture the server already wrote into the boot frame', async () => {
    openPage('/')
    document.querySelector('.boot-banner')!.innerHTML = '<img src="/media/server.svg">'
    answer = homeAnswer
    run()
    await window.__earlyHomeContent
    await Promise.resolve()
    expect(document.querySelectorAll('.boot-banner img')).toHaveLength(1)
    expect(document.querySelector('.boot-banner img')?.getAttribute('src')).toBe(
      '/media/server.svg',
    )
  })

  it('on a product page asks for that product in the chosen channel and draws its picture', async () => {
    openPage(`/product/${encodeURIComponent('UHJvZHVjdDox')}/`)
    localStorage.setItem(settings.sessionKey, JSON.stringify({ location: { channel: 'salalah' } }))
    answer = productAnswer
    run()
    expect(document.documentElement.classList.contains('boot-product-page')).toBe(true)
    expect(asked[0]!.body).toEqual({
      query: settings.productQuery,
      operationName: 'Product',
      variables: { id: 'UHJvZHVjdDox', channel: 'salalah' },
    })
    expect(window.__earlyProduct).toMatchObject({ id: 'UHJvZHVjdDox', channel: 'salalah' })
    await window.__earlyProduct!.answer
    await Promise.resolve()
    expect(document.querySelector('.boot-product img')?.getAttribute('src')).toBe('/media/p.svg')
  })

  it('uses the default channel without a stored one, or with a broken store', () => {
    openPage('/product/UHJvZHVjdDox')
    localStorage.setItem(settings.sessionKey, '{broken')
    run()
    expect(asked[0]!.body.variables).toEqual({
      id: 'UHJvZHVjdDox',
      channel: settings.defaultChannel,
    })
  })

  it('asks nothing on other pages, nor for an address that does not decode', () => {
    for (const path of ['/category/', '/product/', '/product/a/b', '/product/%E0%A4%A']) {
      openPage(path)
      run()
    }
    expect(asked).toEqual([])
    expect(window.__earlyProduct).toBeUndefined()
  })

  it('a failed request or an answer with errors gives no answer and draws nothing', async () => {
    openPage('/')
    answer = 'fail'
    run()
    expect(await window.__earlyHomeContent).toBeNull()
    openPage('/product/UHJvZHVjdDox')
    answer = { data: productAnswer.data, errors: [{ message: 'no' }] }
    run()
    await window.__earlyProduct!.answer
    await Promise.resolve()
    expect(document.querySelectorAll('#boot img')).toHaveLength(0)
  })
})
