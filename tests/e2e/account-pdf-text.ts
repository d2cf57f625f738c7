// The text runs of a PDF made with pdf-lib, read back for tests: each page's content streams
// are inflated, each "<glyph ids> Tj" mapped to characters through the font's ToUnicode map.
// Glyphs of an Arabic run are stored in visual order (right to left), with brackets mirrored,
// so both are turned back.
import { inflateSync } from 'node:zlib'
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib'

const arabic = /[\u0600-\u06ff]/
const mirrors: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[' }

function streamText(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of('Filter'))
  const bytes =
    filter?.toString() === '/FlateDecode' ? inflateSync(stream.contents) : stream.contents
  return Buffer.from(bytes).toString('latin1')
}

function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const [, glyph, unicode] of cmap.matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g)) {
    const chars = unicode!.match(/.{4}/g)!.map((hex) => String.fromCharCode(parseInt(hex, 16)))
    map.set(glyph!.toUpperCase(), chars.join(''))
  }
  return map
}

export async function pdfTextRuns(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes)
  const pages: string[][] = []
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict)
    const maps = new Map<string, Map<string, string>>()
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict)
      const unicode = font.lookup(PDFName.of('ToUnicode'))
      if (unicode instanceof PDFRawStream)
        maps.set(name.toString(), toUnicodeMap(streamText(unicode)))
    }
    const contents = page.node.Contents()
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents]
    const runs: string[] = []
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue
      let current = new Map<string, string>()
      for (const [, fontName, hex] of streamText(stream).matchAll(
        /(\/[\w-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g,
      )) {
        if (fontName) {
          current = maps.get(fontName) ?? new Map()
          continue
        }
        const glyphs = (hex!.match(/.{4}/g) ?? []).map((id) => current.get(id.toUpperCase()) ?? '?')
        const text = glyphs.join('')
        const logical = glyphs.reverse().map((glyph) => mirrors[glyph] ?? glyph)
        runs.push(arabic.test(text) ? logical.join('') : text)
      }
    }
    pages.push(runs)
  }
  return pages
}
