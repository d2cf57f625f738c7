import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../tests/setup/render-app.tsx'

const here = { lat: 23.59, lng: 58.39 }

// The tile template is read when the module loads: each case loads it afresh.
async function mapWith(template: string, language: 'en' | 'ar' = 'en') {
  vi.stubEnv('APP_MAP_TILE_URL', template)
  vi.resetModules()
  const { LocationMap } = await import('./location-map.tsx')
  return renderApp(<LocationMap center={here} height={240} label="Map" picking />, {
    language,
  })
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('a map without tiles', () => {
  it('says why it is a bare grid, in each language', async () => {
    const english = await mapWith('')
    expect(english.getByTestId('map-note').textContent).toBe(
      'The map cannot be shown right now. You can still move the pin.',
    )
    english.unmount()
    const arabic = await mapWith('', 'ar')
    expect(arabic.getByTestId('map-note').textContent).not.toMatch(/[a-z]/i)
    arabic.unmount()
  })

  it('says nothing while tiles load, and says so once they all fail', async () => {
    const view = await mapWith('https://tiles.example/{z}/{x}/{y}.png')
    const tiles = view.container.querySelectorAll('img')
    expect(tiles.length).toBeGreaterThan(0)
    expect(view.queryByTestId('map-note')).toBeNull()
    tiles.forEach((tile) => fireEvent.error(tile))
    expect(view.getByTestId('map-note')).toBeTruthy()
    view.unmount()
  })

  it('keeps quiet when some tiles show', async () => {
    const view = await mapWith('https://tiles.example/{z}/{x}/{y}.png')
    const [first, ...rest] = view.container.querySelectorAll('img')
    fireEvent.load(first!)
    rest.forEach((tile) => fireEvent.error(tile))
    expect(view.queryByTestId('map-note')).toBeNull()
    view.unmount()
  })
})

describe('the zoom hint', () => {
  it('tells a mouse user to hold a key, never a phone user', async () => {
    const phone = await mapWith('')
    expect(phone.container.textContent).not.toMatch(/scroll|ctrl|META/i)
    phone.unmount()
    const fine = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ ...matchMediaStub(query), matches: true }))
    const computer = await mapWith('')
    expect(computer.container.textContent).toMatch(/scroll to zoom the map/)
    computer.unmount()
    fine.mockRestore()
  })
})

function matchMediaStub(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }
}
