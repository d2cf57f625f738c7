import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../../tests/setup/render-app.tsx'
import { FoundCount, ProductCount } from './product-count.tsx'

async function textOf(ui: React.ReactElement, language: 'en' | 'ar') {
  const { getByTestId, unmount } = await renderApp(<span data-testid="count">{ui}</span>, {
    language,
  })
  const text = getByTestId('count').textContent
  unmount()
  return text
}

describe('product counts', () => {
  it('use the singular for one product in English', async () => {
    expect(await textOf(<ProductCount count={1} />, 'en')).toBe('1 product')
    expect(await textOf(<ProductCount count={7} />, 'en')).toBe('7 products')
    expect(await textOf(<FoundCount count={1} />, 'en')).toBe('1 product found')
    expect(await textOf(<FoundCount count={12} />, 'en')).toBe('12 products found')
  })

  // Each Arabic plural form, with Western digits.
  it.each([
    [0, 'لا توجد منتجات'],
    [1, 'منتج واحد'],
    [2, 'منتجان'],
    [5, '5 منتجات'],
    [11, '11 منتجًا'],
    [100, '100 منتج'],
  ])('say %i products in Arabic', async (count, text) => {
    expect(await textOf(<ProductCount count={count} />, 'ar')).toBe(text)
  })

  it.each([
    [2, 'عُثر على منتجين'],
    [3, 'عُثر على 3 منتجات'],
    [25, 'عُثر على 25 منتجًا'],
    [100, 'عُثر على 100 منتج'],
  ])('say %i products were found in Arabic', async (count, text) => {
    expect(await textOf(<FoundCount count={count} />, 'ar')).toBe(text)
  })
})
