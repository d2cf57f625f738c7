// The boot frame's picture in the index.html the server sends: the home page's first banner, and
// a product page's picture, so that the largest paint is asked for while the page is parsed.
import { beforeAll, describe, expect, it } from 'vitest'
import { fakeBuiltApp, testApp } from '../test-support.ts'
import { productPkFromPath } from './product-picture.ts'

const productPath = (id: string) => `/product/${encodeURIComponent(btoa(`Product:${id}`))}`
const pictureIn = (html: string, slot: string) =>
  new RegExp(`<div class="${slot}"><img src="([^"]+)"[^>]*fetchpriority="high"`).exec(html)?.[1]

describe("the boot frame's picture", () => {
  let t: Awaited<ReturnType<typeof testApp>>
  let productId: number

  beforeAll(async () => {
    t = await testApp({ seeded: true, config: { staticDir: fakeBuiltApp() } })
    const row = await t.deps.db.one<{ id: number }>('select min(id) as id from products')
    productId = row!.id
  })

  it("is a product's own picture on its page, the address its first media has in the API", async () => {
    const html = await (await t.app.request(productPath(String(productId)))).text()
    const src = pictureIn(html, 'boot-product')
    expect(src).toBe(`/media/products/${productId}.svg`)
    const { body } = await t.graphql<{ product: { media: { url: string }[] } | null }>(
      '/graphql/',
      'query($id: ID!) { product(id: $id) { media { url } } }',
      { id: btoa(`Product:${productId}`) },
    )
    expect(body.data.product?.media[0]?.url).toBe(src)
    // A trailing slash is the same page.
    expect(
      pictureIn(
        await (await t.app.request(`${productPath(String(productId))}/`)).text(),
        'boot-product',
      ),
    ).toBe(src)
  })

  it('is the first header banner on the home page only', async () => {
    const home = await (await t.app.request('/')).text()
    expect(pictureIn(home, 'boot-banner')).toMatch(/^\/media\/banners\/\d+\.svg$/)
    expect(pictureIn(home, 'boot-product')).toBeUndefined()
    const cart = await (await t.app.request('/cart')).text()
    expect(pictureIn(cart, 'boot-banner')).toBeUndefined()
    // The code waits for the picture where there is one (scripts/vite/code-after-boot-picture.ts),
    // and loads as built where there is none.
    expect(home).toContain(
      '<script type="app/after-boot-picture" crossorigin src="/assets/app-1.js">',
    )
    expect(home).not.toContain('type="module"')
    expect(cart).toContain('<script type="module" crossorigin src="/assets/app-1.js">')
  })

  it('is left out for a product nobody has, or an address that is not a product id, never 5xx', async () => {
    for (const path of [
      productPath('2147483647'),
      productPath('0'),
      productPath('99999999999'),
      `/product/${encodeURIComponent(btoa('Category:1'))}`,
      '/product/%E0%A4%A',
      '/product/not-base64!',
      `/product/${'A'.repeat(5000)}`,
      `/product/${encodeURIComponent(btoa(`Product:${productId}`))}/more`,
    ]) {
      const response = await t.app.request(path)
      expect(response.status, path).toBeLessThan(500)
      if (response.status === 200)
        expect(pictureIn(await response.text(), 'boot-product'), path).toBeUndefined()
    }
  })

  it('reads only a product global id from the address', () => {
    expect(productPkFromPath(btoa('Product:42'))).toBe(42)
    expect(productPkFromPath(encodeURIComponent(btoa('Product:42')))).toBe(42)
    expect(productPkFromPath(btoa('Product:-1'))).toBeNull()
    expect(productPkFromPath(btoa('Product:4.2'))).toBeNull()
    expect(productPkFromPath(btoa('Product:2147483648'))).toBeNull()
    expect(productPkFromPath(btoa('ProductVariant:42'))).toBeNull()
    expect(productPkFromPath('%')).toBeNull()
    expect(productPkFromPath('B'.repeat(200))).toBeNull()
  })
})
