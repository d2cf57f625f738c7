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

  it('use each Arabic plural form, with Western digits', async () => {
    const arabic = async (count: number) => textOf(<ProductCount count={count} />, 'ar')
    expect(await arabic(0)).toBe('لا توجد منتجات')
    expect(await arabic(1)).toBe('منتج واحد')
    expect(await arabic(2)).toBe('منتجان')
    expect(await arabic(5)).toBe('5 منتجات')
    expect(await arabic(11)).toBe('11 منتجًا')
    expect(await arabic(100)).toBe('100 منتج')
  })

  it('say how many were found in each Arabic form', async () => {
    const arabic = async (count: number) => textOf(<FoundCount count={count} />, 'ar')
    expect(await arabic(2)).toBe('عُثر على منتجين')
    expect(await arabic(3)).toBe('عُثر على 3 منتجات')
    expect(await arabic(25)).toBe('عُثر على 25 منتجًا')
    expect(await arabic(100)).toBe('عُثر على 100 منتج')
  })
})
