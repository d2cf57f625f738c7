// @vitest-environment jsdom
// jsdom only for its XML parser: a browser's own check that the SVG is well-formed.
import { describe, expect, it } from 'vitest'
import {
  bannerImageSvg,
  categoryImageSvg,
  centerLogoSvg,
  escapeXml,
  gatewayLogoSvg,
  productImageSvg,
  shippingMethodImageSvg,
  silhouetteFor,
  wrapText,
} from './images.ts'

// The little of jsdom's DOM this test reads (the backend compiles without the DOM library).
interface XmlElement {
  tagName: string
  textContent: string | null
  getAttribute(name: string): string | null
  getElementsByTagName(name: string): ArrayLike<XmlElement>
}
interface XmlParser {
  parseFromString(text: string, type: string): XmlElement & { documentElement: XmlElement }
}
const { DOMParser } = globalThis as unknown as { DOMParser: new () => XmlParser }

function parse(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  expect(doc.documentElement.tagName).toBe('svg')
  return doc
}

const tricky = 'Tom & Jerry\'s <b>"Best"</b> wash'

describe('media images', () => {
  it('draws well-formed SVG for every kind of image', () => {
    const all = [
      productImageSvg({
        id: 7,
        name: 'Mobil 1 5W-30 Fully Synthetic 4 L',
        hue: 32,
        category: 'engine-oil',
      }),
      bannerImageSvg({ label: 'Summer offers', hue: 200, width: 1200, height: 400 }),
      categoryImageSvg({ name: 'Tire', hue: 215 }),
      gatewayLogoSvg({ name: 'Thawani' }),
      centerLogoSvg({ name: 'HiG Car Care – Al Khuwair' }),
      shippingMethodImageSvg({ name: 'Express delivery' }),
    ]
    for (const svg of all) parse(svg)
  })

  it('escapes <, & and quotes in names and labels', () => {
    for (const svg of [
      productImageSvg({ id: 1, name: tricky, hue: 10, category: 'carwash' }),
      bannerImageSvg({ label: tricky, hue: 10 }),
      categoryImageSvg({ name: tricky, hue: 10 }),
      gatewayLogoSvg({ name: tricky }),
    ]) {
      const doc = parse(svg)
      expect(svg).not.toContain('<b>')
      expect(svg).toContain('&amp;')
      expect(svg).toContain('&lt;b&gt;')
      expect(doc.documentElement.getAttribute('aria-label')).toBe(tricky)
    }
    expect(escapeXml('a<b & "c"')).toBe('a&lt;b &amp; &quot;c&quot;')
  })

  it('sets Arabic text right to left', () => {
    const svg = bannerImageSvg({ label: 'عروض الصيف', hue: 130 })
    const text = parse(svg).getElementsByTagName('text')[0]
    expect(text?.getAttribute('direction')).toBe('rtl')
    expect(text?.textContent).toContain('عروض')
  })

  it('names product, category and popup pictures for screen readers without drawing the name', () => {
    for (const [svg, name] of [
      [
        productImageSvg({ id: 3, name: 'فارتا بلو دايناميك 70Ah', hue: 130, category: 'battery' }),
        'فارتا بلو دايناميك 70Ah',
      ],
      [categoryImageSvg({ name: 'Tire', hue: 215 }), 'Tire'],
      [
        bannerImageSvg({
          label: 'SAVE10 · خصم',
          hue: 10,
          width: 600,
          height: 800,
          drawnLabel: false,
        }),
        'SAVE10 · خصم',
      ],
    ] as const) {
      const doc = parse(svg)
      expect(doc.documentElement.getAttribute('aria-label')).toBe(name)
      expect(doc.getElementsByTagName('title')[0]?.textContent).toBe(name)
      expect(doc.getElementsByTagName('text')).toHaveLength(0)
    }
  })

  it('draws each line of a banner in its own direction', () => {
    const svg = bannerImageSvg({
      label: 'Extra 10% off for 72 hours · خصم إضافي 10% لمدة 72 ساعة',
      hue: 20,
      width: 600,
      height: 800,
    })
    const texts = Array.from(parse(svg).getElementsByTagName('text'))
    const english = texts.find((text) => /Extra/.test(text.textContent ?? ''))
    const arabic = texts.find((text) => /خصم/.test(text.textContent ?? ''))
    expect(english?.getAttribute('direction')).toBe('ltr')
    expect(arabic?.getAttribute('direction')).toBe('rtl')
  })

  it('is deterministic and picks a silhouette per category', () => {
    const input = { id: 5, name: 'Michelin Primacy 4 205/55 R16', hue: 215, category: 'tire' }
    expect(productImageSvg(input)).toBe(productImageSvg(input))
    expect(silhouetteFor('engine-oil')).toBe('oil')
    expect(silhouetteFor('motorcycle-oil')).toBe('motorcycle')
    expect(silhouetteFor('summer-tires-16-inch')).toBe('tire')
    expect(silhouetteFor('battery')).toBe('battery')
    expect(silhouetteFor('carwash')).toBe('wash')
    expect(silhouetteFor('automobile')).toBe('car')
    expect(silhouetteFor('sales')).toBe('tag')
  })

  it('wraps long names into at most the given lines', () => {
    const lines = wrapText('one two three four five six seven eight nine ten eleven', 10, 2)
    expect(lines).toHaveLength(2)
    expect(lines[1]?.endsWith('…')).toBe(true)
  })
})
