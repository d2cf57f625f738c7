// WCAG contrast between two sRGB colors (#rrggbb), and darkening a color until text in it
// reaches a ratio on a lighter background: the theme uses it to keep every shade that carries text readable.

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '')
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (light + 0.05) / (dark + 0.05)
}

const hex2 = (value: number) => Math.round(value).toString(16).padStart(2, '0')

// The same hue mixed with black, as little as needed for `ratio` on `background` (lighter).
export function darkenFor(hex: string, ratio: number, background = '#ffffff'): string {
  if (contrastRatio(hex, background) >= ratio) return hex
  const [r, g, b] = channels(hex)
  let low = 0
  let high = 1
  for (let step = 0; step < 20; step++) {
    const keep = (low + high) / 2
    const candidate = `#${hex2(r * keep)}${hex2(g * keep)}${hex2(b * keep)}`
    if (contrastRatio(candidate, background) >= ratio) low = keep
    else high = keep
  }
  return `#${hex2(r * low)}${hex2(g * low)}${hex2(b * low)}`
}
