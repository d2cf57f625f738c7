// Generated from the migrations by `npm run gen` (server/db/table-types.ts): do not edit.
// One entry per table: `Row<'products'>` is a row as read, `NewRow<'products'>` what an insert
// gives. Queries that read some columns type their rows as `Pick<Row<'products'>, 'id' | …>`.

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

export interface Tables {
  addresses: {
    id: number
    user_id: number
    first_name: string
    last_name: string
    company_name: string
    phone: string
    street_address_1: string
    street_address_2: string
    city: string
    city_area: string
    postal_code: string
    country_code: string
    country_area: string
    metadata: Record<string, string>
    created_at: Date
  }
  admin_audit_log: {
    id: number
    at: Date
    actor: string
    actor_user_id: number | null
    action: string
    subject_user_id: number | null
    client_address: string
    user_agent: string
    details: Json
  }
  appointments: {
    id: number
    center_id: number
    customer_id: number | null
    order_line_id: number | null
    category_id: number | null
    product_name_en: string
    product_name_ar: string
    quantity: number
    customer_name: string
    customer_phone: string
    delivery_date: Date
    expired_at: Date | null
    created_at: Date
    search_norm: string | null
  }
  attribute_values: {
    id: number
    attribute_id: number
    slug: string
    name_en: string
    name_ar: string
    rich_text: Json | null
    rich_text_ar: Json | null
  }
  attributes: {
    id: number
    slug: string
    name_en: string
    name_ar: string
    input_type: string
    metadata: Record<string, string>
  }
  beams_tokens: {
    user_id: number
    beam_id: string
    token: string
    created_at: Date
  }
  bill_items: {
    id: number
    bill_id: number
    order_line_id: number | null
    product_name_en: string
    product_name_ar: string
    quantity: number
    charge_price: number
    usage_limit_type: string
    usage_limit: number
  }
  bills: {
    id: number
    center_id: number
    customer_id: number
    user_car_id: number | null
    employee_user_id: number | null
    current_kilometer: number
    next_kilometer: number
    is_coupon: boolean
    is_verified: boolean
    verified_at: Date | null
    token: string
    rate: number | null
    rate_items: number[] | null
    rated_at: Date | null
    messaging_service: string
    created_at: Date
  }
  captcha_outbox: {
    uuid: string
    answer: string
    created_at: Date
  }
  captchas: {
    uuid: string
    answer: string
    expires_at: Date
    used_at: Date | null
  }
  car_brands: {
    id: number
    type_id: number
    name_en: string
    name_ar: string
  }
  car_models: {
    id: number
    brand_id: number
    name_en: string
    name_ar: string
  }
  car_types: {
    id: number
    slug: string
    name_en: string
    name_ar: string
  }
  catalogue_changes: {
    id: number
    changed_at: Date
  }
  categories: {
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
  category_attributes: {
    category_id: number
    attribute_id: number
  }
  center_customer_lookups: {
    center_id: number
    user_id: number
    looked_up_at: Date
  }
  center_employees: {
    id: number
    center_id: number
    user_id: number
    is_active: boolean
    is_manager: boolean
    created_at: Date
  }
  center_stock: {
    id: number
    center_id: number
    product_id: number
    delivered: number
    sc_share: number
    hig_share: number
    services: number
  }
  channels: {
    id: number
    slug: string
    name: string
    currency_code: string
    country_code: string
    is_active: boolean
  }
  checkout_lines: {
    id: number
    checkout_id: string
    variant_id: number
    quantity: number
    delivery_type: string | null
  }
  checkouts: {
    id: string
    user_id: number | null
    channel_id: number
    email: string
    voucher_code: string | null
    shipping_address: Json | null
    billing_address: Json | null
    delivery_method_id: number | null
    metadata: Record<string, string>
    wallet_amount: number
    completed_order_id: number | null
    created_at: Date
    updated_at: Date
    shipping_required: boolean
  }
  cities: {
    id: number
    province_id: number
    slug: string
    name_en: string
    name_ar: string
    latitude: number
    longitude: number
  }
  countries: {
    id: number
    code: string
    name_en: string
    name_ar: string
    phone_code: string
    phone_digits: number
  }
  devices: {
    id: number
    user_id: number
    kind: string
    device_token: string
    subscription: Json | null
    operating_system: string
    user_agent: string
    city_id: number | null
    created_at: Date
  }
  faqs: {
    id: number
    sort: number
    question_en: string
    question_ar: string
    answer_en: string
    answer_ar: string
  }
  gift_cards: {
    id: number
    code: string
    order_id: number | null
    initial_balance: number
    current_balance: number
    metadata: Record<string, string>
  }
  idempotency_keys: {
    key: string
    user_id: number
    route: string
    status: number
    body: Json
    created_at: Date
    request_hash: string
  }
  login_tokens: {
    token: string
    user_id: number
    expires_at: Date
    used_at: Date | null
  }
  notifications: {
    id: number
    user_id: number
    subject: string
    message: string
    image: string | null
    link: string | null
    site: string
    send_time: Date
    expires_at: Date | null
    seen: boolean
  }
  order_lines: {
    id: number
    order_id: number
    variant_id: number | null
    product_id: number | null
    category_id: number | null
    product_name_en: string
    product_name_ar: string
    quantity: number
    quantity_used: number
    quantity_returned: number
    undiscounted_unit_price: number
    unit_price: number
    unit_discount: number
    tax: number
    thumbnail_url: string | null
    is_service: boolean
    delivery_type: string
    expired_at: Date | null
  }
  orders: {
    id: number
    number: number
    user_id: number
    channel_id: number
    checkout_id: string | null
    status: string
    charge_status: string
    display_gross_prices: boolean
    undiscounted_total: number
    subtotal: number
    shipping_price: number
    tax: number
    total: number
    total_charged: number
    voucher_code: string | null
    shipping_method_id: number | null
    shipping_address: Json | null
    billing_address: Json | null
    metadata: Record<string, string>
    created_at: Date
  }
  otp_codes: {
    id: number
    phone: string
    purpose: string
    ref: string
    code_hash: string
    attempts: number
    expires_at: Date
    consumed_at: Date | null
    created_at: Date
  }
  otp_send_counters: {
    key: string
    window_ends_at: Date
    used: number
  }
  outbox: {
    id: number
    phone: string
    messaging_service: string
    purpose: string
    code: string
    body: string
    created_at: Date
  }
  page_slots: {
    id: number
    page_id: number
    slot: string
    sort: number
    label_en: string
    label_ar: string
    image_url: string | null
    product_id: number | null
    external_url: string | null
    product_ids: number[]
  }
  page_types: {
    id: number
    slug: string
    name: string
  }
  pages: {
    id: number
    page_type_id: number
    slug: string
    title_en: string
    title_ar: string
    content_en: Json | null
    content_ar: Json | null
    is_published: boolean
    metadata: Record<string, string>
  }
  payment_gateways: {
    id: string
    name: string
    name_ar: string
    logo_url: string | null
    fee_percentage: number
    wallet_chargeable: boolean
    sort: number
  }
  poll_questions: {
    id: number
    category_id: number | null
    type: string
    text_en: string
    text_ar: string
  }
  product_attribute_values: {
    product_id: number
    value_id: number
  }
  product_listings: {
    product_id: number
    channel_id: number
    category_id: number
    rating: number
    price: number
    payable: number
    quantity: number
    in_stock: boolean | null
    variants: Json
  }
  product_variants: {
    id: number
    product_id: number
    sku: string
    name: string
  }
  products: {
    id: number
    slug: string
    category_id: number
    name_en: string
    name_ar: string
    description_en: string
    description_ar: string
    rating: number
    visible_discount_type: string
    image_hue: number
    metadata: Record<string, string>
    created_at: Date
    search_text: string
    search_norm: string | null
  }
  provinces: {
    id: number
    country_id: number
    slug: string
    name_en: string
    name_ar: string
    channel_id: number | null
  }
  push_keys: {
    name: string
    value: string
    created_at: Date
  }
  refresh_tokens: {
    id: string
    user_id: number
    family: string
    expires_at: Date
    revoked_at: Date | null
    replaced_by: string | null
    created_at: Date
  }
  regions: {
    id: number
    city_id: number
    name_en: string
    name_ar: string
    latitude: number | null
    longitude: number | null
  }
  returns: {
    id: number
    order_line_id: number
    user_id: number
    quantity: number
    poll_id: number | null
    status: string
    created_at: Date
    verified_at: Date | null
  }
  schema_migrations: {
    name: string
    applied_at: Date
  }
  server_secrets: {
    name: string
    value: string
    created_at: Date
  }
  service_center_types: {
    id: number
    name_en: string
    name_ar: string
  }
  service_centers: {
    id: number
    type_id: number
    city_id: number
    name_en: string
    name_ar: string
    region: string
    region_ar: string
    address: string
    address_ar: string
    latitude: number
    longitude: number
    manager_user_id: number | null
    is_active: boolean
    rate_value: string
    rate_count: number
  }
  shipping_methods: {
    id: number
    name_en: string
    name_ar: string
    price: number
    image_url: string | null
    is_working: boolean
    metadata: Record<string, string>
  }
  transactions: {
    id: string
    kind: string
    user_id: number
    checkout_id: string | null
    gateway_id: string
    amount: number
    status: string
    psp_reference: string
    callback_host: string
    created_at: Date
    updated_at: Date
    idempotency_key: string | null
    fee: number
  }
  user_cars: {
    id: number
    user_id: number
    model_id: number
    year: number
    created_at: Date
  }
  users: {
    id: number
    phone: string
    country_code: string
    first_name: string
    last_name: string
    email: string
    nid: string
    credit_card: string
    city_id: number | null
    is_active: boolean
    is_admin: boolean
    created_at: Date
    default_shipping_address_id: number | null
    default_billing_address_id: number | null
    search_norm: string | null
  }
  variant_listings: {
    variant_id: number
    channel_id: number
    price: number
    discount_kind: string
    discount_value: number
    quantity: number
    payable: number | null
  }
  voucher_customers: {
    voucher_code: string
    user_id: number
  }
  vouchers: {
    code: string
    name: string
    kind: string
    value: number
    min_amount: number
    valid_until: Date | null
    is_active: boolean
    usage_limit: number | null
    used: number
    apply_once_per_customer: boolean
  }
  wallet_transactions: {
    id: number
    wallet_id: number
    changed_amount: number
    balance: number
    type: string
    reason: string
    description_en: string
    description_ar: string
    gateway_id: string | null
    created_at: Date
  }
  wallets: {
    id: number
    user_id: number
    balance: number
  }
}

export interface NewRows {
  addresses: {
    id?: number
    user_id: number
    first_name?: string
    last_name?: string
    company_name?: string
    phone?: string
    street_address_1?: string
    street_address_2?: string
    city?: string
    city_area?: string
    postal_code?: string
    country_code?: string
    country_area?: string
    metadata?: Record<string, string>
    created_at?: Date | string
  }
  admin_audit_log: {
    id?: number
    at?: Date | string
    actor: string
    actor_user_id?: number | null
    action: string
    subject_user_id?: number | null
    client_address: string
    user_agent?: string
    details?: Json
  }
  appointments: {
    id?: number
    center_id: number
    customer_id?: number | null
    order_line_id?: number | null
    category_id?: number | null
    product_name_en: string
    product_name_ar: string
    quantity?: number
    customer_name?: string
    customer_phone?: string
    delivery_date: Date | string
    expired_at?: Date | string | null
    created_at?: Date | string
  }
  attribute_values: {
    id?: number
    attribute_id: number
    slug: string
    name_en: string
    name_ar: string
    rich_text?: Json | null
    rich_text_ar?: Json | null
  }
  attributes: {
    id?: number
    slug: string
    name_en: string
    name_ar: string
    input_type?: string
    metadata?: Record<string, string>
  }
  beams_tokens: {
    user_id: number
    beam_id: string
    token: string
    created_at?: Date | string
  }
  bill_items: {
    id?: number
    bill_id: number
    order_line_id?: number | null
    product_name_en: string
    product_name_ar: string
    quantity?: number
    charge_price?: number
    usage_limit_type?: string
    usage_limit?: number
  }
  bills: {
    id?: number
    center_id: number
    customer_id: number
    user_car_id?: number | null
    employee_user_id?: number | null
    current_kilometer?: number
    next_kilometer?: number
    is_coupon?: boolean
    is_verified?: boolean
    verified_at?: Date | string | null
    token: string
    rate?: number | null
    rate_items?: number[] | null
    rated_at?: Date | string | null
    messaging_service?: string
    created_at?: Date | string
  }
  captcha_outbox: {
    uuid: string
    answer: string
    created_at?: Date | string
  }
  captchas: {
    uuid: string
    answer: string
    expires_at: Date | string
    used_at?: Date | string | null
  }
  car_brands: {
    id?: number
    type_id: number
    name_en: string
    name_ar: string
  }
  car_models: {
    id?: number
    brand_id: number
    name_en: string
    name_ar: string
  }
  car_types: {
    id?: number
    slug: string
    name_en: string
    name_ar: string
  }
  catalogue_changes: {
    id?: number
    changed_at?: Date | string
  }
  categories: {
    id?: number
    parent_id?: number | null
    slug: string
    name_en: string
    name_ar: string
    level?: number
    priority?: number
    background_color?: string
    metadata?: Record<string, string>
  }
  category_attributes: {
    category_id: number
    attribute_id: number
  }
  center_customer_lookups: {
    center_id: number
    user_id: number
    looked_up_at?: Date | string
  }
  center_employees: {
    id?: number
    center_id: number
    user_id: number
    is_active?: boolean
    is_manager?: boolean
    created_at?: Date | string
  }
  center_stock: {
    id?: number
    center_id: number
    product_id: number
    delivered?: number
    sc_share?: number
    hig_share?: number
    services?: number
  }
  channels: {
    id?: number
    slug: string
    name: string
    currency_code?: string
    country_code: string
    is_active?: boolean
  }
  checkout_lines: {
    id?: number
    checkout_id: string
    variant_id: number
    quantity: number
    delivery_type?: string | null
  }
  checkouts: {
    id: string
    user_id?: number | null
    channel_id: number
    email?: string
    voucher_code?: string | null
    shipping_address?: Json | null
    billing_address?: Json | null
    delivery_method_id?: number | null
    metadata?: Record<string, string>
    wallet_amount?: number
    completed_order_id?: number | null
    created_at?: Date | string
    updated_at?: Date | string
    shipping_required?: boolean
  }
  cities: {
    id?: number
    province_id: number
    slug: string
    name_en: string
    name_ar: string
    latitude: number
    longitude: number
  }
  countries: {
    id: number
    code: string
    name_en: string
    name_ar: string
    phone_code: string
    phone_digits: number
  }
  devices: {
    id?: number
    user_id: number
    kind: string
    device_token: string
    subscription?: Json | null
    operating_system?: string
    user_agent?: string
    city_id?: number | null
    created_at?: Date | string
  }
  faqs: {
    id?: number
    sort?: number
    question_en: string
    question_ar: string
    answer_en: string
    answer_ar: string
  }
  gift_cards: {
    id?: number
    code: string
    order_id?: number | null
    initial_balance: number
    current_balance: number
    metadata?: Record<string, string>
  }
  idempotency_keys: {
    key: string
    user_id: number
    route: string
    status: number
    body: Json
    created_at?: Date | string
    request_hash?: string
  }
  login_tokens: {
    token: string
    user_id: number
    expires_at: Date | string
    used_at?: Date | string | null
  }
  notifications: {
    id?: number
    user_id: number
    subject: string
    message: string
    image?: string | null
    link?: string | null
    site?: string
    send_time?: Date | string
    expires_at?: Date | string | null
    seen?: boolean
  }
  order_lines: {
    id?: number
    order_id: number
    variant_id?: number | null
    product_id?: number | null
    category_id?: number | null
    product_name_en: string
    product_name_ar: string
    quantity: number
    quantity_used?: number
    quantity_returned?: number
    undiscounted_unit_price: number
    unit_price: number
    unit_discount?: number
    tax?: number
    thumbnail_url?: string | null
    is_service?: boolean
    delivery_type?: string
    expired_at?: Date | string | null
  }
  orders: {
    id?: number
    number?: number
    user_id: number
    channel_id: number
    checkout_id?: string | null
    status: string
    charge_status: string
    display_gross_prices?: boolean
    undiscounted_total: number
    subtotal: number
    shipping_price?: number
    tax?: number
    total: number
    total_charged?: number
    voucher_code?: string | null
    shipping_method_id?: number | null
    shipping_address?: Json | null
    billing_address?: Json | null
    metadata?: Record<string, string>
    created_at?: Date | string
  }
  otp_codes: {
    id?: number
    phone: string
    purpose: string
    ref?: string
    code_hash: string
    attempts?: number
    expires_at: Date | string
    consumed_at?: Date | string | null
    created_at?: Date | string
  }
  otp_send_counters: {
    key: string
    window_ends_at: Date | string
    used: number
  }
  outbox: {
    id?: number
    phone: string
    messaging_service: string
    purpose: string
    code: string
    body: string
    created_at?: Date | string
  }
  page_slots: {
    id?: number
    page_id: number
    slot: string
    sort?: number
    label_en?: string
    label_ar?: string
    image_url?: string | null
    product_id?: number | null
    external_url?: string | null
    product_ids?: number[]
  }
  page_types: {
    id?: number
    slug: string
    name: string
  }
  pages: {
    id?: number
    page_type_id: number
    slug: string
    title_en: string
    title_ar: string
    content_en?: Json | null
    content_ar?: Json | null
    is_published?: boolean
    metadata?: Record<string, string>
  }
  payment_gateways: {
    id: string
    name: string
    name_ar?: string
    logo_url?: string | null
    fee_percentage?: number
    wallet_chargeable?: boolean
    sort?: number
  }
  poll_questions: {
    id?: number
    category_id?: number | null
    type?: string
    text_en: string
    text_ar: string
  }
  product_attribute_values: {
    product_id: number
    value_id: number
  }
  product_listings: {
    product_id: number
    channel_id: number
    category_id: number
    rating: number
    price: number
    payable: number
    quantity: number
    variants: Json
  }
  product_variants: {
    id?: number
    product_id: number
    sku: string
    name?: string
  }
  products: {
    id?: number
    slug: string
    category_id: number
    name_en: string
    name_ar: string
    description_en?: string
    description_ar?: string
    rating?: number
    visible_discount_type?: string
    image_hue?: number
    metadata?: Record<string, string>
    created_at?: Date | string
    search_text?: string
  }
  provinces: {
    id?: number
    country_id: number
    slug: string
    name_en: string
    name_ar: string
    channel_id?: number | null
  }
  push_keys: {
    name: string
    value: string
    created_at?: Date | string
  }
  refresh_tokens: {
    id: string
    user_id: number
    family: string
    expires_at: Date | string
    revoked_at?: Date | string | null
    replaced_by?: string | null
    created_at?: Date | string
  }
  regions: {
    id?: number
    city_id: number
    name_en: string
    name_ar: string
    latitude?: number | null
    longitude?: number | null
  }
  returns: {
    id?: number
    order_line_id: number
    user_id: number
    quantity: number
    poll_id?: number | null
    status?: string
    created_at?: Date | string
    verified_at?: Date | string | null
  }
  schema_migrations: {
    name: string
    applied_at?: Date | string
  }
  server_secrets: {
    name: string
    value: string
    created_at?: Date | string
  }
  service_center_types: {
    id?: number
    name_en: string
    name_ar: string
  }
  service_centers: {
    id?: number
    type_id: number
    city_id: number
    name_en: string
    name_ar: string
    region?: string
    region_ar?: string
    address?: string
    address_ar?: string
    latitude: number
    longitude: number
    manager_user_id?: number | null
    is_active?: boolean
    rate_value?: string
    rate_count?: number
  }
  shipping_methods: {
    id?: number
    name_en: string
    name_ar: string
    price: number
    image_url?: string | null
    is_working?: boolean
    metadata?: Record<string, string>
  }
  transactions: {
    id: string
    kind: string
    user_id: number
    checkout_id?: string | null
    gateway_id: string
    amount: number
    status?: string
    psp_reference: string
    callback_host?: string
    created_at?: Date | string
    updated_at?: Date | string
    idempotency_key?: string | null
    fee?: number
  }
  user_cars: {
    id?: number
    user_id: number
    model_id: number
    year: number
    created_at?: Date | string
  }
  users: {
    id?: number
    phone: string
    country_code?: string
    first_name?: string
    last_name?: string
    email?: string
    nid?: string
    credit_card?: string
    city_id?: number | null
    is_active?: boolean
    is_admin?: boolean
    created_at?: Date | string
    default_shipping_address_id?: number | null
    default_billing_address_id?: number | null
  }
  variant_listings: {
    variant_id: number
    channel_id: number
    price: number
    discount_kind?: string
    discount_value?: number
    quantity?: number
  }
  voucher_customers: {
    voucher_code: string
    user_id: number
  }
  vouchers: {
    code: string
    name: string
    kind: string
    value: number
    min_amount?: number
    valid_until?: Date | string | null
    is_active?: boolean
    usage_limit?: number | null
    used?: number
    apply_once_per_customer?: boolean
  }
  wallet_transactions: {
    id?: number
    wallet_id: number
    changed_amount: number
    balance: number
    type: string
    reason?: string
    description_en?: string
    description_ar?: string
    gateway_id?: string | null
    created_at?: Date | string
  }
  wallets: {
    id?: number
    user_id: number
    balance?: number
  }
}

export type TableName = keyof Tables
export type Row<T extends TableName> = Tables[T]
export type NewRow<T extends TableName> = NewRows[T]
// migrations sha256 fd058a6d407d6c8abe6cb8fc794c8a93670b20913c4289d57c103080f16ed278
