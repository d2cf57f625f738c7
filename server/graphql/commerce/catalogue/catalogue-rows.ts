// Rows of the catalogue tables as the queries here read them.
export interface ChannelRow {
  id: number
  slug: string
  name: string
  currency_code: string
  is_active: boolean
}

export interface ProductRow {
  id: number
  slug: string
  category_id: number
  name_en: string
  name_ar: string
  description_en: string
  description_ar: string
  rating: number
  visible_discount_type: string
  metadata: Record<string, string>
  created_at: Date | string
}

export const productColumns = `p.id, p.slug, p.category_id, p.name_en, p.name_ar, p.description_en,
  p.description_ar, p.rating, p.visible_discount_type, p.metadata, p.created_at`

export interface CategoryRow {
  id: number
  parent_id: number | null
  slug: string
  name_en: string
  name_ar: string
  level: number
  priority: number
  background_color: string
  metadata: Record<string, string>
}

export interface AttributeRow {
  id: number
  slug: string
  name_en: string
  name_ar: string
  input_type: string
  metadata: Record<string, string>
}

export interface AttributeValueRow {
  id: number
  attribute_id: number
  slug: string
  name_en: string
  name_ar: string
  rich_text: Record<string, unknown> | null
  rich_text_ar: Record<string, unknown> | null
}

export interface VariantListingRow {
  variant_id: number
  product_id: number
  sku: string
  name: string
  price: number
  discount_kind: string
  discount_value: number
  quantity: number
}
