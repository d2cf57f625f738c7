// The rich-text `description` attribute value of a product, in EditorJS's JSON format (what
// Saleor stores and the app renders). The schema holds one rich_text per value, so the blocks
// are English; the Arabic text stays in products.description_ar and the value's name_ar.
import type { ProductRow } from './rows.ts'

// A fixed EditorJS "time" keeps the JSON identical from one seed to the next.
const editorTime = 1_735_689_600_000

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text)

export function productDescription(product: ProductRow, brand: string, origin: string) {
  const facts = [`<b>Brand:</b> ${brand}`]
  if (origin) facts.push(`<b>Made in:</b> ${origin}`)
  facts.push(
    product.metadata['service'] === 'true'
      ? 'Sold as a coupon: show it at any HiG service center.'
      : 'Delivered across Oman, or fitted at a HiG service center.',
  )
  return {
    en: excerpt(product.description_en),
    ar: excerpt(product.description_ar),
    richText: {
      time: editorTime,
      version: '2.28.2',
      blocks: [
        { id: `p${product.id}-intro`, type: 'paragraph', data: { text: product.description_en } },
        { id: `p${product.id}-facts`, type: 'list', data: { style: 'unordered', items: facts } },
      ],
    },
  }
}
