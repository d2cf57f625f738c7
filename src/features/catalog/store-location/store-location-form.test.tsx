import ky from 'ky'
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { toRestError } from '../../../api/rest.ts'
import { renderApp } from '../../../../tests/setup/render-app.tsx'
import { fetchProvinces } from '../api/locations.ts'
import { StoreLocationForm } from './store-location-form.tsx'

// The locations calls are the boundary; the form reads them through its queries (decision 281).
vi.mock('../api/locations.ts', async () => {
  const { readQuery } = await import('../../../api/warm-read.ts')
  const fetchProvinces = vi.fn()
  const fetchCities = vi.fn()
  return {
    fetchProvinces,
    fetchCities,
    provincesRead: (locale: string) =>
      readQuery(`test:provinces:${locale}`, () => fetchProvinces()),
    citiesRead: (id: number, locale: string) =>
      readQuery(`test:cities:${id}:${locale}`, () => fetchCities(id)),
  }
})

// A failure exactly as callRest throws it, from what the network gave ky.
async function failureFrom(response: () => Response | never) {
  const client = ky.create({ retry: 0, fetch: async () => response() })
  return toRestError(
    await client('http://localhost/x').then(
      () => null,
      (error: unknown) => error,
    ),
  )
}

async function shownFor(failure: unknown, language: 'en' | 'ar' = 'en') {
  vi.mocked(fetchProvinces).mockImplementation(async () => {
    throw failure
  })
  await renderApp(<StoreLocationForm current={null} onChosen={() => {}} />, { language })
  return (await screen.findByTestId('location-load-error')).textContent
}

describe('store location form errors', () => {
  it('translate a failed connection instead of showing the browser’s text', async () => {
    const failure = await failureFrom(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(failure.message).toMatch(/network error/)
    expect(await shownFor(failure)).toBe('You are offline. Check your connection and try again.')
    expect(document.body.textContent).not.toMatch(/network error|Failed to fetch/)
  })

  it('translate an answer without a message instead of showing ky’s text', async () => {
    const failure = await failureFrom(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    )
    expect(failure.message).toMatch(/Request failed/)
    const shown = await shownFor(failure, 'ar')
    expect(shown).toBe('تعذّر الوصول إلى الخادم. حاول مرة أخرى بعد قليل.')
    expect(document.body.textContent).not.toMatch(/Request failed|status code/)
  })

  it('show the server’s own message when it sent one', async () => {
    const failure = await failureFrom(
      () =>
        new Response(JSON.stringify({ success: false, message: 'Locations are closed.' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
    )
    expect(await shownFor(failure)).toBe('Locations are closed.')
  })
})
