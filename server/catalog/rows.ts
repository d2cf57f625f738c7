// The catalog's rows as its queries read them: the columns of each table they select, typed
// by the generated row types (server/db/tables.ts).
import type { Row } from '../db/tables.ts'

export type ChannelRow = Pick<
  Row<'channels'>,
  'id' | 'slug' | 'name' | 'currency_code' | 'is_active'
>
export const channelColumns = 'id, slug, name, currency_code, is_active'

export type ProductRow = Pick<
  Row<'products'>,
  | 'id'
  | 'slug'
  | 'category_id'
  | 'name_en'
  | 'name_ar'
  | 'description_en'
  | 'description_ar'
  | 'rating'
  | 'visible_discount_type'
  | 'metadata'
  | 'created_at'
>
export const productColumns = `p.id, p.slug, p.category_id, p.name_en, p.name_ar, p.description_en,
  p.description_ar, p.rating, p.visible_discount_type, p.metadata, p.created_at`

export type CategoryRow = Pick<
  Row<'categories'>,
  | 'id'
  | 'parent_id'
  | 'slug'
  | 'name_en'
  | 'name_ar'
  | 'level'
  | 'priority'
  | 'background_color'
  | 'metadata'
>

export type AttributeRow = Row<'attributes'>
export type AttributeValueRow = Row<'attribute_values'>

/** A variant with its listing in one channel. */
export type VariantListingRow = Pick<Row<'product_variants'>, 'product_id' | 'sku' | 'name'> &
  Pick<
    Row<'variant_listings'>,
    'variant_id' | 'price' | 'discount_kind' | 'discount_value' | 'quantity'
  >

export type PageTypeRow = Pick<Row<'page_types'>, 'id' | 'slug' | 'name'>
export type PageRow = Pick<
  Row<'pages'>,
  | 'id'
  | 'page_type_id'
  | 'slug'
  | 'title_en'
  | 'title_ar'
  | 'content_en'
  | 'content_ar'
  | 'metadata'
>
export type SlotRow = Pick<
  Row<'page_slots'>,
  | 'id'
  | 'page_id'
  | 'slot'
  | 'sort'
  | 'label_en'
  | 'label_ar'
  | 'image_url'
  | 'product_id'
  | 'external_url'
  | 'product_ids'
>
