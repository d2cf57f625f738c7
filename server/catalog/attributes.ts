// Attributes: the values products carry (detail sections) and, for a category's filter panel,
// the attributes its products use with only the values they use in a channel.
import type { Db } from '../db/database.ts'
import { intsIn } from '../db/sql.ts'
import { groupBy } from '../lib/group-by.ts'
import type { AttributeRow, AttributeValueRow } from './rows.ts'

export interface ProductAttributeValue {
  product_id: number
  attribute: AttributeRow
  value: AttributeValueRow
}

const attributeColumns = 'a.id, a.slug, a.name_en, a.name_ar, a.input_type, a.metadata'
const valueColumns = `av.id, av.attribute_id, av.slug, av.name_en, av.name_ar, av.rich_text,
  av.rich_text_ar`

interface JoinedRow extends AttributeValueRow {
  product_id: number
  a_id: number
  a_slug: string
  a_name_en: string
  a_name_ar: string
  a_input_type: string
  a_metadata: Record<string, string>
}

export async function productAttributeValues(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, ProductAttributeValue[]>> {
  const rows =
    productIds.length === 0
      ? []
      : await db.query<JoinedRow>(
          `select pav.product_id, ${valueColumns}, a.id as a_id, a.slug as a_slug,
                  a.name_en as a_name_en, a.name_ar as a_name_ar, a.input_type as a_input_type,
                  a.metadata as a_metadata
             from product_attribute_values pav
             join attribute_values av on av.id = pav.value_id
             join attributes a on a.id = av.attribute_id
            where pav.product_id in ${intsIn('$1')}
            order by a.id, av.id`,
          [[...productIds]],
        )
  const values = rows.map((row): ProductAttributeValue => ({
    product_id: row.product_id,
    attribute: {
      id: row.a_id,
      slug: row.a_slug,
      name_en: row.a_name_en,
      name_ar: row.a_name_ar,
      input_type: row.a_input_type,
      metadata: row.a_metadata,
    },
    value: {
      id: row.id,
      attribute_id: row.attribute_id,
      slug: row.slug,
      name_en: row.name_en,
      name_ar: row.name_ar,
      rich_text: row.rich_text,
      rich_text_ar: row.rich_text_ar,
    },
  }))
  return groupBy(values, (value) => value.product_id)
}

/** The attributes linked to any of the categories, by their order of creation. */
export async function attributesOfCategories(
  db: Db,
  categoryIds: readonly number[],
): Promise<AttributeRow[]> {
  return db.query<AttributeRow>(
    `select distinct ${attributeColumns} from attributes a
       join category_attributes ca on ca.attribute_id = a.id
      where ca.category_id in ${intsIn('$1')} order by a.id`,
    [[...categoryIds]],
  )
}

export async function allAttributes(db: Db): Promise<AttributeRow[]> {
  return db.query<AttributeRow>(`select ${attributeColumns} from attributes a order by a.id`)
}

/** Values of attributes carried by products of the categories that the channel lists. */
export async function valuesInUse(
  db: Db,
  attributeIds: readonly number[],
  categoryIds: readonly number[],
  channelId: number,
): Promise<Map<number, AttributeValueRow[]>> {
  const rows =
    attributeIds.length === 0
      ? []
      : await db.query<AttributeValueRow>(
          `select ${valueColumns} from attribute_values av
            where av.attribute_id in ${intsIn('$1')} and exists (
              select 1 from product_attribute_values pav
                join products p on p.id = pav.product_id
                join product_variants v on v.product_id = p.id
                join variant_listings l on l.variant_id = v.id and l.channel_id = $3
               where pav.value_id = av.id and p.category_id in ${intsIn('$2')})
            order by av.attribute_id, av.name_en, av.id`,
          [[...attributeIds], [...categoryIds], channelId],
        )
  return groupBy(rows, (row) => row.attribute_id)
}

export async function allValues(
  db: Db,
  attributeIds: readonly number[],
): Promise<Map<number, AttributeValueRow[]>> {
  const rows =
    attributeIds.length === 0
      ? []
      : await db.query<AttributeValueRow>(
          `select ${valueColumns} from attribute_values av where av.attribute_id in ${intsIn('$1')}
            order by av.attribute_id, av.name_en, av.id`,
          [[...attributeIds]],
        )
  return groupBy(rows, (row) => row.attribute_id)
}
