// Flat illustrations for the catalog, drawn as SVG strings: a gradient and a simple
// silhouette of the kind of product; banners and logos add their label. Pure and deterministic
// (no network, no randomness), so the server can render them on request and caches can keep
// them forever. Arabic text is marked right-to-left and set in fonts that have Arabic glyphs.
//
// Product, category and popup pictures carry their name only as the picture's accessible name: the app
// shows the name beside them, and a browser lays out an SVG picture's text on the page's main
// thread, in the middle of the page's start
// (docs/decisions/219-demo-pictures-without-drawn-names.md).

export type Silhouette =
  'oil' | 'tire' | 'battery' | 'car' | 'motorcycle' | 'wash' | 'truck' | 'tag'

const fontFamily = "'Noto Sans Arabic', 'Noto Sans', 'Segoe UI', Tahoma, Arial, sans-serif"

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

const hasArabic = (text: string) => /[\u0600-\u06ff]/.test(text)

/** Which silhouette suits a category slug or name (English or Arabic). */
export function silhouetteFor(category: string): Silhouette {
  const c = category.toLowerCase()
  if (/motor|دراج/.test(c)) return 'motorcycle'
  if (/oil|lube|زيت|زيوت/.test(c)) return 'oil'
  if (/tire|tyre|wheel|إطار/.test(c)) return 'tire'
  if (/batter|بطاري/.test(c)) return 'battery'
  if (/wash|care|clean|polish|غسيل|تنظيف/.test(c)) return 'wash'
  if (/ship|deliver|truck|توصيل|شحن/.test(c)) return 'truck'
  if (/auto|car|vehicle|سيار/.test(c)) return 'car'
  return 'tag'
}

const normalHue = (hue: number) => ((Math.round(hue) % 360) + 360) % 360

function gradient(id: string, hue: number): string {
  const h = normalHue(hue)
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h}, 70%, 56%)"/><stop offset="1" stop-color="hsl(${(h + 28) % 360}, 64%, 34%)"/></linearGradient>`
}

/** A silhouette drawn in a 200×200 box, white on the background, details in `ink`. */
function silhouetteShape(kind: Silhouette, ink: string): string {
  switch (kind) {
    case 'oil':
      return `<rect x="80" y="18" width="40" height="20" rx="4" fill="#fff"/><path d="M72 38h56v18l22 22v96a12 12 0 0 1-12 12H62a12 12 0 0 1-12-12V78l22-22z" fill="#fff"/><rect x="64" y="100" width="72" height="54" rx="6" fill="${ink}" opacity=".85"/><path d="M100 110c9 12 13 19 13 25a13 13 0 0 1-26 0c0-6 4-13 13-25z" fill="#fff"/>`
    case 'tire':
      return `<circle cx="100" cy="100" r="84" fill="#fff"/><circle cx="100" cy="100" r="74" fill="none" stroke="${ink}" stroke-width="10" stroke-dasharray="8 9"/><circle cx="100" cy="100" r="46" fill="${ink}"/><circle cx="100" cy="100" r="30" fill="#fff"/><circle cx="100" cy="100" r="8" fill="${ink}"/>`
    case 'battery':
      return `<rect x="46" y="44" width="26" height="16" rx="3" fill="#fff"/><rect x="128" y="44" width="26" height="16" rx="3" fill="#fff"/><rect x="24" y="58" width="152" height="110" rx="12" fill="#fff"/><path d="M48 100h28M62 86v28" stroke="${ink}" stroke-width="8" stroke-linecap="round"/><path d="M124 100h28" stroke="${ink}" stroke-width="8" stroke-linecap="round"/><path d="M104 120l-14 26h14l-6 22 22-32h-14l8-16z" fill="${ink}"/>`
    case 'car':
      return `<path d="M20 128v-22c0-8 6-14 14-15l24-4 22-24c4-4 9-6 15-6h44c6 0 11 3 15 7l20 23 14 4c6 2 10 8 10 14v23a6 6 0 0 1-6 6H26a6 6 0 0 1-6-6z" fill="#fff"/><path d="M74 86l16-18h26v18zm50 0V68h14c3 0 5 1 7 3l13 15z" fill="${ink}" opacity=".8"/><circle cx="58" cy="136" r="22" fill="${ink}"/><circle cx="58" cy="136" r="10" fill="#fff"/><circle cx="146" cy="136" r="22" fill="${ink}"/><circle cx="146" cy="136" r="10" fill="#fff"/>`
    case 'motorcycle':
      return `<circle cx="46" cy="134" r="30" fill="none" stroke="#fff" stroke-width="12"/><circle cx="156" cy="134" r="30" fill="none" stroke="#fff" stroke-width="12"/><path d="M46 134l34-44h46l30 44M80 90l-10-18h-16M126 90l12-26h18" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><path d="M84 92h40l-8 24H94z" fill="#fff"/><circle cx="46" cy="134" r="6" fill="${ink}"/><circle cx="156" cy="134" r="6" fill="${ink}"/>`
    case 'wash':
      return `<circle cx="64" cy="44" r="18" fill="#fff" opacity=".75"/><circle cx="96" cy="32" r="14" fill="#fff" opacity=".6"/><circle cx="126" cy="46" r="20" fill="#fff" opacity=".8"/><circle cx="150" cy="30" r="10" fill="#fff" opacity=".55"/><path d="M40 70h120l-14 110a10 10 0 0 1-10 9H64a10 10 0 0 1-10-9z" fill="#fff"/><path d="M58 70c0-30 84-30 84 0" fill="none" stroke="#fff" stroke-width="8"/><rect x="58" y="104" width="84" height="14" rx="7" fill="${ink}" opacity=".8"/>`
    case 'truck':
      return `<rect x="14" y="52" width="108" height="80" rx="8" fill="#fff"/><path d="M122 76h34l26 28v28h-60z" fill="#fff"/><path d="M134 84h18l16 18h-34z" fill="${ink}" opacity=".8"/><circle cx="50" cy="142" r="18" fill="${ink}"/><circle cx="50" cy="142" r="8" fill="#fff"/><circle cx="152" cy="142" r="18" fill="${ink}"/><circle cx="152" cy="142" r="8" fill="#fff"/>`
    case 'tag':
      return `<path d="M30 100l70-70h64a6 6 0 0 1 6 6v64l-70 70a8 8 0 0 1-11 0l-59-59a8 8 0 0 1 0-11z" fill="#fff"/><circle cx="140" cy="60" r="12" fill="${ink}"/>`
  }
}

/** Splits text into at most `maxLines` lines of about `width` characters, with an ellipsis. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, Math.max(1, width - 1))}…`
    return kept
  }
  return lines
}

/** Centerd lines of text, each in its own direction: an English line reads left to right even
 * beside an Arabic one (a banner's "English · Arabic" label wraps into one of each). */
function textBlock(
  lines: string[],
  x: number,
  firstY: number,
  size: number,
  weight = 700,
  fill = '#fff',
): string {
  return lines
    .map((line, i) => {
      const direction = hasArabic(line) ? 'rtl' : 'ltr'
      const y = firstY + i * Math.round(size * 1.25)
      return `<text x="${x}" y="${y}" font-family="${fontFamily}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" direction="${direction}" unicode-bidi="embed">${escapeXml(line)}</text>`
    })
    .join('')
}

const svgOpen = (width: number, height: number, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>`

export interface ProductImageInput {
  id: number
  name: string
  hue: number
  /** The category slug or name; picks the silhouette. */
  category: string
}

export function productImageSvg({ id, name, hue, category }: ProductImageInput): string {
  const gid = `p${id}-bg`
  const ink = `hsl(${(normalHue(hue) + 28) % 360}, 64%, 30%)`
  return [
    svgOpen(600, 600, name),
    `<defs>${gradient(gid, hue)}</defs>`,
    `<rect width="600" height="600" rx="36" fill="url(#${gid})"/>`,
    `<circle cx="520" cy="80" r="140" fill="#fff" opacity=".08"/><circle cx="60" cy="540" r="110" fill="#fff" opacity=".07"/>`,
    `<g transform="translate(120 120) scale(1.8)">${silhouetteShape(silhouetteFor(category), ink)}</g>`,
    '</svg>',
  ].join('')
}

export interface BannerImageInput {
  label: string
  hue: number
  width?: number
  height?: number
  /** Optional category to draw beside the label. */
  category?: string
  /** False where the app shows the label beside the picture (the popup): named, not drawn. */
  drawnLabel?: boolean
}

export function bannerImageSvg({
  label,
  hue,
  width = 1200,
  height = 400,
  category = '',
  drawnLabel = true,
}: BannerImageInput): string {
  const gid = `b${normalHue(hue)}-${width}x${height}`
  const ink = `hsl(${(normalHue(hue) + 28) % 360}, 64%, 30%)`
  // "English · Arabic": each language on lines of its own, smaller when both are there.
  const parts = label.split(' · ')
  const size = Math.round(height * (parts.length > 1 ? 0.09 : 0.13))
  const perLine = Math.max(12, Math.round(width / (size * 0.62)))
  const lines = parts.flatMap((part) => wrapText(part, perLine, 2))
  const iconScale = (height * 0.7) / 200
  const firstY = Math.round(height / 2 - ((lines.length - 1) * size * 1.25) / 2 + size * 0.35)
  return [
    svgOpen(width, height, label),
    `<defs>${gradient(gid, hue)}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${gid})"/>`,
    `<circle cx="${width * 0.9}" cy="${height * 0.1}" r="${height * 0.6}" fill="#fff" opacity=".08"/>`,
    `<circle cx="${width * 0.05}" cy="${height}" r="${height * 0.45}" fill="#fff" opacity=".07"/>`,
    `<g opacity=".22" transform="translate(${width - height * 0.85} ${height * 0.15}) scale(${iconScale})">${silhouetteShape(silhouetteFor(category || label), ink)}</g>`,
    drawnLabel ? textBlock(lines, Math.round(width / 2), firstY, size, 800) : '',
    '</svg>',
  ].join('')
}

export function categoryImageSvg({ name, hue }: { name: string; hue: number }): string {
  const gid = `c${normalHue(hue)}-bg`
  const ink = `hsl(${(normalHue(hue) + 28) % 360}, 64%, 30%)`
  return [
    svgOpen(256, 256, name),
    `<defs>${gradient(gid, hue)}</defs>`,
    `<rect width="256" height="256" rx="40" fill="url(#${gid})"/>`,
    `<g transform="translate(38 38) scale(0.9)">${silhouetteShape(silhouetteFor(name), ink)}</g>`,
    '</svg>',
  ].join('')
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')

/** A small logo card: initials in a colored badge and the name. */
function logoCard(name: string, hue: number, icon?: Silhouette): string {
  const h = normalHue(hue)
  const badge = icon
    ? `<g transform="translate(16 20) scale(0.3)">${silhouetteShape(icon, `hsl(${h}, 60%, 38%)`)}</g>`
    : `<text x="46" y="58" font-family="${fontFamily}" font-size="24" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>`
  return [
    svgOpen(240, 100, name),
    `<rect x="1" y="1" width="238" height="98" rx="16" fill="#fff" stroke="hsl(${h}, 30%, 85%)" stroke-width="2"/>`,
    `<rect x="16" y="20" width="60" height="60" rx="14" fill="hsl(${h}, 60%, 45%)"/>`,
    badge,
    textBlock(
      wrapText(name, 12, 2),
      158,
      name.length > 12 ? 46 : 58,
      18,
      700,
      `hsl(${h}, 40%, 22%)`,
    ),
    '</svg>',
  ].join('')
}

const hueOf = (text: string) =>
  [...text].reduce((h, ch) => (h * 47 + ch.charCodeAt(0) * 13) % 360, 11)

export function gatewayLogoSvg({ name }: { name: string }): string {
  return logoCard(name, hueOf(name))
}

export function centerLogoSvg({ name }: { name: string }): string {
  return logoCard(name, hueOf(name), 'car')
}

export function shippingMethodImageSvg({ name, hue }: { name: string; hue?: number }): string {
  return logoCard(name, hue ?? hueOf(name), 'truck')
}
