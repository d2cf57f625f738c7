// invoices.pdf, drawn on the device with pdf-lib and the Cairo font (Arabic and Latin), in the
// interface language. Loaded only when the person asks for the PDF: pdf-lib, fontkit and the
// font stay out of every other download.
import fontkit from '@pdf-lib/fontkit'
import cairoUrl from '@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf?url'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { mirrored, splitRuns, visualOrder, wrapWords } from './bidi-runs.ts'
import type { CsvHeaders } from './invoices-csv.ts'
import type { InvoiceRow } from './invoice-rows.ts'

export interface InvoicesPdfText {
  title: string
  lines: string[]
  headers: CsvHeaders
  page: (page: number, pages: number) => string
}

const A4 = { width: 595.28, height: 841.89 }
const margin = 40
const size = 10
const lineHeight = 15
const padding = 6
const ink = rgb(0.13, 0.15, 0.17)
const dim = rgb(0.42, 0.45, 0.49)
const rule = rgb(0.86, 0.88, 0.9)
const headerFill = rgb(0.9, 0.96, 0.97)

// Column widths from the reading start (left in English, right in Arabic).
const columns: { key: keyof CsvHeaders; width: number; end?: boolean }[] = [
  { key: 'number', width: 48 },
  { key: 'date', width: 66 },
  { key: 'status', width: 72 },
  { key: 'payment', width: 72 },
  { key: 'items', width: A4.width - 2 * margin - 48 - 66 - 72 - 72 - 84 },
  { key: 'amount', width: 84, end: true },
]

function cellText(row: InvoiceRow, key: keyof CsvHeaders): string {
  switch (key) {
    case 'number':
      return row.number
    case 'date':
      return row.date
    case 'status':
      return row.statusLabel
    case 'payment':
      return row.paymentLabel
    case 'items':
      return row.items
    case 'amount':
      return row.amountText
  }
}

interface Writer {
  font: PDFFont
  rtl: boolean
}

// One line of text between two x positions, its direction runs placed by hand in the
// document's reading order.
function drawLine(
  page: PDFPage,
  writer: Writer,
  text: string,
  box: { left: number; right: number; y: number; end?: boolean; size?: number; color?: typeof ink },
) {
  const textSize = box.size ?? size
  const runs = splitRuns(text)
  const total = runs.reduce(
    (sum, run) => sum + writer.font.widthOfTextAtSize(run.text, textSize),
    0,
  )
  // Text starts where the page's reading starts; "end" cells (amounts) sit at the other side.
  const atRight = writer.rtl !== Boolean(box.end)
  let x = atRight ? box.right - total : box.left
  for (const run of visualOrder(runs, writer.rtl)) {
    const drawn = run.rtl ? mirrored(run.text) : run.text
    page.drawText(drawn, {
      x,
      y: box.y,
      size: textSize,
      font: writer.font,
      color: box.color ?? ink,
    })
    x += writer.font.widthOfTextAtSize(drawn, textSize)
  }
}

// Direction marks are dropped (runs are placed by hand); characters the font cannot draw are
// shown as "?" rather than as empty boxes.
const directionMarks = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

function drawable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet())
  return (text) =>
    [...text.replace(directionMarks, '')]
      .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('')
}

export async function invoicesPdf(
  rows: readonly InvoiceRow[],
  text: InvoicesPdfText,
  rtl: boolean,
): Promise<Uint8Array> {
  const response = await fetch(cairoUrl)
  if (!response.ok) throw new Error(`font ${response.status}`)
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const font = await doc.embedFont(await response.arrayBuffer(), { subset: true })
  const clean = drawable(font)
  const writer: Writer = { font, rtl }
  doc.setTitle(text.title)
  doc.setLanguage(rtl ? 'ar-OM' : 'en-GB')
  doc.setCreator('HiG Car Care')
  doc.setProducer('HiG Car Care')

  // x positions of each column, from the reading start.
  const spans = (() => {
    let offset = 0
    return columns.map((column) => {
      const start = offset
      offset += column.width
      const left = rtl ? A4.width - margin - offset : margin + start
      return { ...column, left: left + padding, right: left + column.width - padding }
    })
  })()
  const contentWidth = A4.width - 2 * margin
  const pages: PDFPage[] = []
  let page = doc.addPage([A4.width, A4.height])
  pages.push(page)
  let y = A4.height - margin

  const header = () => {
    const height = lineHeight + 2 * padding
    page.drawRectangle({ x: margin, y: y - height, width: contentWidth, height, color: headerFill })
    for (const span of spans)
      drawLine(page, writer, clean(text.headers[span.key]), { ...span, y: y - padding - size })
    y -= height
  }

  drawLine(page, writer, clean(text.title), {
    left: margin,
    right: A4.width - margin,
    y: y - 18,
    size: 18,
  })
  y -= 30
  for (const line of text.lines) {
    drawLine(page, writer, clean(line), {
      left: margin,
      right: A4.width - margin,
      y: y - size,
      color: dim,
    })
    y -= lineHeight
  }
  y -= padding
  header()

  for (const row of rows) {
    const cells = spans.map((span) =>
      wrapWords(clean(cellText(row, span.key)), span.right - span.left, (part) =>
        font.widthOfTextAtSize(part, size),
      ),
    )
    const height = Math.max(...cells.map((lines) => lines.length)) * lineHeight + 2 * padding
    if (y - height < margin + lineHeight) {
      page = doc.addPage([A4.width, A4.height])
      pages.push(page)
      y = A4.height - margin
      header()
    }
    spans.forEach((span, index) => {
      cells[index]!.forEach((line, lineIndex) =>
        drawLine(page, writer, line, { ...span, y: y - padding - size - lineIndex * lineHeight }),
      )
    })
    y -= height
    page.drawLine({
      start: { x: margin, y },
      end: { x: A4.width - margin, y },
      thickness: 0.6,
      color: rule,
    })
  }

  pages.forEach((each, index) =>
    drawLine(each, writer, clean(text.page(index + 1, pages.length)), {
      left: margin,
      right: A4.width - margin,
      y: margin - 20,
      size: 8,
      color: dim,
    }),
  )
  return doc.save()
}
