// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { HomeContentQuery } from '../../../api/generated/commerce.ts'
import { homeContent } from './home-content.ts'

type Page = NonNullable<HomeContentQuery['pages']>['edges'][number]['node']

const slot = (
  slug: string,
  value: { id: string; name: string; reference?: string; url?: string; image?: string },
) => ({
  attribute: { slug, name: value.name, translation: { name: `ar ${value.name}` } },
  values: [
    {
      id: value.id,
      name: value.name,
      reference: value.reference ?? null,
      plainText: value.url ?? null,
      file: value.image ? { url: value.image } : null,
      translation: { name: `ar ${value.name}` },
    },
  ],
})

const slider = (name: string, ids: string[]) => ({
  attribute: { slug: 'products-slider', name, translation: { name: `ar ${name}` } },
  values: ids.map((id) => ({
    id: `v-${id}`,
    name,
    reference: id,
    plainText: null,
    file: null,
    translation: null,
  })),
})

const page = (
  id: string,
  type: string,
  priority: number,
  attributes: Page['attributes'],
): Page => ({
  id,
  slug: id,
  title: `Title ${id}`,
  translation: { title: `عنوان ${id}` },
  metadata: [{ key: 'priority', value: String(priority) }],
  pageType: { id: type, slug: type },
  attributes,
})

const data: HomeContentQuery = {
  pageTypes: {
    edges: [
      { node: { id: 'home-page-banner', slug: 'home-page-banner', name: 'Home' } },
      { node: { id: 'header', slug: 'header', name: 'Header' } },
    ],
  },
  pages: {
    edges: [
      {
        node: page('second', 'home-page-banner', 2, [
          slot('bottom-image-2', { id: 'b2', name: 'Bottom', url: 'https://example.com/' }),
          slider('Oils', ['p3', 'p1']),
          slot('right-image', { id: 'r', name: 'Right', reference: 'p9' }),
          slot('left-image', { id: 'l', name: 'Left', reference: 'p8' }),
          slot('top-image-1', { id: 't1', name: 'Top', image: '/t1.svg' }),
        ]),
      },
      {
        node: page('header-page', 'header', 1, [
          slot('top-header-2', { id: 'h2', name: 'Two', reference: 'p2' }),
          slot('top-header-1', { id: 'h1', name: 'One', url: 'https://example.com/one' }),
        ]),
      },
      {
        node: page('first', 'home-page-banner', 1, [
          slot('popup', { id: 'pop', name: 'Popup', reference: 'p5' }),
          slider('Best', ['p1', 'p2']),
        ]),
      },
      { node: page('other', 'faq', 0, [slot('top-image-1', { id: 'x', name: 'Other' })]) },
    ],
  },
}

describe('home content', () => {
  const home = homeContent(data, 'en')

  it('makes the carousel from the header page, in slot order', () => {
    expect(home.header.map((b) => b.id)).toEqual(['h1', 'h2'])
    expect(home.header[0]).toMatchObject({
      externalUrl: 'https://example.com/one',
      productId: null,
    })
    expect(home.header[1]).toMatchObject({ productId: 'p2', externalUrl: null })
  })

  it('orders blocks by priority and lays out top, pair, sliders, bottom', () => {
    expect(home.blocks.map((b) => b.id)).toEqual(['first', 'second'])
    expect(home.blocks[1]!.items.map((item) => item.kind)).toEqual([
      'banner',
      'pair',
      'slider',
      'banner',
    ])
    const pair = home.blocks[1]!.items[1]
    expect(pair).toMatchObject({ kind: 'pair', left: { id: 'l' }, right: { id: 'r' } })
  })

  it('finds the popup and every slider product once', () => {
    expect(home.popup?.id).toBe('pop')
    expect(home.sliderProductIds).toEqual(['p1', 'p2', 'p3'])
  })

  it('uses Arabic titles and labels in Arabic', () => {
    const arabic = homeContent(data, 'ar')
    expect(arabic.blocks[0]!.title).toBe('عنوان first')
    expect(arabic.header[0]!.label).toBe('ar One')
  })

  it('ignores pages of other types and unsafe external addresses', () => {
    expect(home.blocks.some((b) => b.id === 'other')).toBe(false)
    const unsafe = homeContent(
      {
        ...data,
        pages: {
          edges: [
            {
              node: page('header-page', 'header', 1, [
                slot('top-header-1', { id: 'j', name: 'J', url: 'javascript:alert(1)' }),
              ]),
            },
          ],
        },
      },
      'en',
    )
    expect(unsafe.header[0]!.externalUrl).toBeNull()
  })

  it('is empty without data', () => {
    expect(homeContent(undefined, 'en')).toEqual({
      header: [],
      blocks: [],
      popup: null,
      sliderProductIds: [],
    })
  })
})

describe('first header image', () => {
  it('is the picture the carousel shows first', async () => {
    const { firstHeaderImage } = await import('./first-header-image.ts')
    const withImages: HomeContentQuery = {
      ...data,
      pages: {
        edges: [
          {
            node: page('header-page', 'header', 1, [
              slot('top-header-2', { id: 'h2', name: 'Two', image: '/two.svg' }),
              slot('top-header-1', { id: 'h1', name: 'One', image: '/one.svg' }),
            ]),
          },
        ],
      },
    }
    expect(firstHeaderImage(withImages)).toBe(homeContent(withImages, 'en').header[0]!.image)
    expect(firstHeaderImage(withImages)).toBe('/one.svg')
    expect(firstHeaderImage(undefined)).toBeNull()
  })
})
