// Map configuration (build time, see the README): where tiles come from, if anywhere. Without a tile URL the maps draw no tiles and request nothing.
export interface LatLng {
  lat: number
  lng: number
}

export const MUSCAT: LatLng = { lat: 23.59, lng: 58.39 }
export const DEFAULT_ZOOM = 14

const env = import.meta.env

const trimmed = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null)

export const tileUrlTemplate: string | null = trimmed(env.APP_MAP_TILE_URL)

export const tileAttribution: string | null =
  trimmed(env.APP_MAP_TILE_ATTRIBUTION as string | undefined) ??
  (tileUrlTemplate?.includes('openstreetmap') ? '© OpenStreetMap contributors' : null)

// {z}/{x}/{y} as usual; {s} a subdomain, {r} "@2x" on high-density screens.
export function tileUrl(template: string, x: number, y: number, z: number, dpr = 1): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'abc'[(x + y) % 3] ?? 'a')
    .replaceAll('{r}', dpr >= 2 ? '@2x' : '')
}
