// Attribute and AttributeValue objects. Fields that take arguments or need more data are
// methods: graphql-js calls them with the field's arguments.
import type { GraphQLContext } from '../../context.ts'
import { toGlobalId } from '../global-id.ts'
import type { AttributeRow, AttributeValueRow } from '../../../catalog/rows.ts'
import { connection } from './cursor.ts'
import { isArabic, metadataItems } from './money.ts'

type Translatable = { languageCode?: string | null }

// The Arabic of a rich-text value without one of its own: the product's Arabic description as
// one EditorJS paragraph.
function paragraph(text: string) {
  return {
    time: 1_735_689_600_000,
    version: '2.28.2',
    blocks: [{ id: 'ar', type: 'paragraph', data: { text } }],
  }
}

export function attributeValueNode(
  row: AttributeValueRow,
  inputType: string,
  arabicDescription?: string,
) {
  const plain = inputType === 'PLAIN_TEXT'
  const rich = inputType === 'RICH_TEXT'
  const arabicRich = row.rich_text_ar ?? (rich ? paragraph(arabicDescription ?? row.name_ar) : null)
  return {
    __typename: 'AttributeValue',
    id: toGlobalId('AttributeValue', row.id),
    slug: row.slug,
    name: row.name_en,
    inputType,
    richText: row.rich_text ? JSON.stringify(row.rich_text) : null,
    plainText: plain ? row.name_en : null,
    reference: null,
    file: null,
    translation: (args: Translatable) =>
      isArabic(args)
        ? {
            __typename: 'AttributeValueTranslation',
            name: row.name_ar,
            richText: arabicRich ? JSON.stringify(arabicRich) : null,
            plainText: plain ? row.name_ar : null,
          }
        : null,
  }
}

export function attributeNode(
  _ctx: GraphQLContext,
  row: AttributeRow,
  loadChoices: (() => Promise<AttributeValueRow[]>) | null,
) {
  return {
    __typename: 'Attribute',
    id: toGlobalId('Attribute', row.id),
    slug: row.slug,
    name: row.name_en,
    inputType: row.input_type,
    metadata: metadataItems(row.metadata),
    translation: (args: Translatable) =>
      isArabic(args) ? { __typename: 'AttributeTranslation', name: row.name_ar } : null,
    choices: async (args: { first?: number | null }) => {
      const values = loadChoices ? await loadChoices() : []
      const first = Math.min(args.first ?? 100, 100)
      const page = values.slice(0, first).map((value) => attributeValueNode(value, row.input_type))
      return connection(page, 0, values.length > first, values.length)
    },
  }
}
