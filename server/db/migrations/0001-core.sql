-- The whole data model of the reference backend. Money is integer baisa (1 OMR = 1000 baisa).
-- Bilingual names are name_en / name_ar. Phones are stored as digits with the country code
-- (96891234567). Timestamps are timestamptz.

-- Locations and sales channels -------------------------------------------------------------
create table countries (
  id integer primary key,
  code text not null unique,          -- ISO 3166-1 alpha-2: OM, AE
  name_en text not null,
  name_ar text not null,
  phone_code text not null,           -- digits, no plus: 968
  phone_digits integer not null
);

create table channels (
  id serial primary key,
  slug text not null unique,
  name text not null,
  currency_code text not null default 'OMR',
  country_code text not null,
  is_active boolean not null default true
);

create table provinces (
  id serial primary key,
  country_id integer not null references countries(id),
  slug text not null unique,
  name_en text not null,
  name_ar text not null,
  channel_id integer references channels(id)
);

create table cities (
  id serial primary key,
  province_id integer not null references provinces(id),
  slug text not null unique,
  name_en text not null,
  name_ar text not null,
  latitude double precision not null,
  longitude double precision not null
);
create index cities_province on cities(province_id);

create table regions (
  id serial primary key,
  city_id integer not null references cities(id),
  name_en text not null,
  name_ar text not null,
  latitude double precision,
  longitude double precision
);
create index regions_city on regions(city_id);

-- People, sessions and one-time codes ----------------------------------------------------
create table users (
  id serial primary key,
  phone text not null unique,
  country_code text not null default '968',
  first_name text not null default '',
  last_name text not null default '',
  email text not null default '',
  nid text not null default '',
  credit_card text not null default '',
  city_id integer references cities(id),
  is_active boolean not null default true,
  is_admin boolean not null default false,
  created_at timestamptz not null default now()
);

create table refresh_tokens (
  id uuid primary key,
  user_id integer not null references users(id) on delete cascade,
  family uuid not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  replaced_by uuid,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family on refresh_tokens(family);

create table login_tokens (
  token text primary key,
  user_id integer not null references users(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table captchas (
  uuid uuid primary key,
  answer text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- purpose: login | service | return. ref: what the code confirms (a bill id, a return id).
create table otp_codes (
  id serial primary key,
  phone text not null,
  purpose text not null,
  ref text not null default '',
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index otp_codes_lookup on otp_codes(phone, purpose, ref, created_at desc);

-- Every message a code would have been sent in (SMS, WhatsApp): the development outbox.
create table outbox (
  id serial primary key,
  phone text not null,
  messaging_service text not null,
  purpose text not null,
  code text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_phone on outbox(phone, created_at desc);

-- Catalogue ------------------------------------------------------------------------------
create table categories (
  id serial primary key,
  parent_id integer references categories(id),
  slug text not null unique,
  name_en text not null,
  name_ar text not null,
  level integer not null default 0,
  priority integer not null default 0,
  background_color text not null default '#0b7285',
  metadata jsonb not null default '{}'
);
create index categories_parent on categories(parent_id);

-- input_type: DROPDOWN | MULTISELECT | RICH_TEXT | PLAIN_TEXT. metadata: {"filter":"false"} hides
-- an attribute from the filter panel, {"detail":"false"} from the product detail.
create table attributes (
  id serial primary key,
  slug text not null unique,
  name_en text not null,
  name_ar text not null,
  input_type text not null default 'DROPDOWN',
  metadata jsonb not null default '{}'
);

create table attribute_values (
  id serial primary key,
  attribute_id integer not null references attributes(id) on delete cascade,
  slug text not null,
  name_en text not null,
  name_ar text not null,
  rich_text jsonb,
  rich_text_ar jsonb,
  unique (attribute_id, slug)
);

-- Which attributes a category's products use (drives the filter panel).
create table category_attributes (
  category_id integer not null references categories(id) on delete cascade,
  attribute_id integer not null references attributes(id) on delete cascade,
  primary key (category_id, attribute_id)
);

-- rating: best-seller score (RATING sort). visible_discount_type: fixed | percentage.
-- A service product (car wash, oil change) says so in metadata, as Saleor products would:
-- {"service":"true","usage_limit_type":"km","usage_limit":"5000","validity_days":"180"}.
create table products (
  id serial primary key,
  slug text not null unique,
  category_id integer not null references categories(id),
  name_en text not null,
  name_ar text not null,
  description_en text not null default '',
  description_ar text not null default '',
  rating integer not null default 0,
  visible_discount_type text not null default 'percentage',
  image_hue integer not null default 200,
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now(),
  search_text text not null default ''
);
create index products_category on products(category_id);

create table product_attribute_values (
  product_id integer not null references products(id) on delete cascade,
  value_id integer not null references attribute_values(id) on delete cascade,
  primary key (product_id, value_id)
);

create table product_variants (
  id serial primary key,
  product_id integer not null references products(id) on delete cascade,
  sku text not null unique,
  name text not null default ''
);
create index product_variants_product on product_variants(product_id);

-- Price and stock of a variant in a channel. discount_kind: none | fixed | percentage;
-- discount_value: baisa for fixed, percent for percentage.
create table variant_listings (
  variant_id integer not null references product_variants(id) on delete cascade,
  channel_id integer not null references channels(id) on delete cascade,
  price integer not null,
  discount_kind text not null default 'none',
  discount_value integer not null default 0,
  quantity integer not null default 0,
  primary key (variant_id, channel_id)
);
create index variant_listings_channel on variant_listings(channel_id);

-- Content pages (home blocks and header) -------------------------------------------------
create table page_types (
  id serial primary key,
  slug text not null unique,
  name text not null
);

create table pages (
  id serial primary key,
  page_type_id integer not null references page_types(id),
  slug text not null unique,
  title_en text not null,
  title_ar text not null,
  content_en jsonb,
  content_ar jsonb,
  is_published boolean not null default true,
  metadata jsonb not null default '{}'
);

-- One row per banner or slider: slot is the attribute slug (top-header-1, popup,
-- products-slider, ...). A banner points to a product (reference) or an external url.
create table page_slots (
  id serial primary key,
  page_id integer not null references pages(id) on delete cascade,
  slot text not null,
  sort integer not null default 0,
  label_en text not null default '',
  label_ar text not null default '',
  image_url text,
  product_id integer references products(id) on delete set null,
  external_url text,
  product_ids integer[] not null default '{}'
);
create index page_slots_page on page_slots(page_id);

create table faqs (
  id serial primary key,
  sort integer not null default 0,
  question_en text not null,
  question_ar text not null,
  answer_en text not null,
  answer_ar text not null
);

-- Addresses, checkout, orders ------------------------------------------------------------
create table addresses (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  company_name text not null default '',
  phone text not null default '',
  street_address_1 text not null default '',
  street_address_2 text not null default '',
  city text not null default '',
  city_area text not null default '',
  postal_code text not null default '',
  country_code text not null default 'OM',
  country_area text not null default '',
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index addresses_user on addresses(user_id);

create table shipping_methods (
  id serial primary key,
  name_en text not null,
  name_ar text not null,
  price integer not null,
  image_url text,
  is_working boolean not null default true,
  metadata jsonb not null default '{}'
);

create table payment_gateways (
  id text primary key,
  name text not null,
  name_ar text not null default '',
  logo_url text,
  fee_percentage integer not null default 0,
  wallet_chargeable boolean not null default true,
  sort integer not null default 0
);

-- kind: percentage | fixed. value: percent or baisa.
create table vouchers (
  code text primary key,
  name text not null,
  kind text not null,
  value integer not null,
  min_amount integer not null default 0,
  valid_until timestamptz,
  is_active boolean not null default true
);

create table checkouts (
  id uuid primary key,
  user_id integer references users(id) on delete cascade,
  channel_id integer not null references channels(id),
  email text not null default '',
  voucher_code text references vouchers(code),
  shipping_address jsonb,
  billing_address jsonb,
  delivery_method_id integer references shipping_methods(id),
  metadata jsonb not null default '{}',
  wallet_amount integer not null default 0,
  completed_order_id integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table checkout_lines (
  id serial primary key,
  checkout_id uuid not null references checkouts(id) on delete cascade,
  variant_id integer not null references product_variants(id),
  quantity integer not null,
  unique (checkout_id, variant_id)
);

-- status: Saleor OrderStatus; charge_status: Saleor payment status (NOT_CHARGED ... REFUSED).
-- Money: subtotal = Σ unit_price × quantity (voucher discounts are folded into unit_discount);
-- total = subtotal + shipping_price + tax. The wallet's share is a gift card with metadata
-- {"wallet":"wallet"}. Addresses are JSON with the addresses table's column names.
create sequence order_numbers start 1001;

create table orders (
  id serial primary key,
  number integer not null unique default nextval('order_numbers'),
  user_id integer not null references users(id),
  channel_id integer not null references channels(id),
  checkout_id uuid unique,
  status text not null,
  charge_status text not null,
  display_gross_prices boolean not null default true,
  undiscounted_total integer not null,
  subtotal integer not null,
  shipping_price integer not null default 0,
  tax integer not null default 0,
  total integer not null,
  total_charged integer not null default 0,
  voucher_code text,
  shipping_method_id integer references shipping_methods(id),
  shipping_address jsonb,
  billing_address jsonb,
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index orders_user on orders(user_id, created_at desc);

-- A line of a service product (car wash, oil change) is a coupon: staff use it up in bills.
-- delivery_type: delivery | service_in_location | delivery_in_center | service_in_center.
create table order_lines (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  variant_id integer references product_variants(id),
  product_id integer references products(id),
  category_id integer references categories(id),
  product_name_en text not null,
  product_name_ar text not null,
  quantity integer not null,
  quantity_used integer not null default 0,
  quantity_returned integer not null default 0,
  undiscounted_unit_price integer not null,
  unit_price integer not null,
  unit_discount integer not null default 0,
  tax integer not null default 0,
  thumbnail_url text,
  is_service boolean not null default false,
  delivery_type text not null default 'delivery',
  expired_at timestamptz
);
create index order_lines_order on order_lines(order_id);

create table gift_cards (
  id serial primary key,
  code text not null unique,
  order_id integer references orders(id) on delete cascade,
  initial_balance integer not null,
  current_balance integer not null,
  metadata jsonb not null default '{}'
);

-- kind: checkout | wallet_charge. status: pending | succeeded | failed | canceled.
create table transactions (
  id uuid primary key,
  kind text not null,
  user_id integer not null references users(id),
  checkout_id uuid,
  gateway_id text not null,
  amount integer not null,
  status text not null default 'pending',
  psp_reference text not null unique,
  callback_host text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table poll_questions (
  id serial primary key,
  category_id integer references categories(id),
  type text not null default 'returned',
  text_en text not null,
  text_ar text not null
);

-- status: requested | verified.
create table returns (
  id serial primary key,
  order_line_id integer not null references order_lines(id),
  user_id integer not null references users(id),
  quantity integer not null,
  poll_id integer references poll_questions(id),
  status text not null default 'requested',
  created_at timestamptz not null default now(),
  verified_at timestamptz
);

-- Wallet ---------------------------------------------------------------------------------
create table wallets (
  id serial primary key,
  user_id integer not null unique references users(id) on delete cascade,
  balance integer not null default 0
);

-- type: CHARGE | PAYMENT | REFUND.
create table wallet_transactions (
  id serial primary key,
  wallet_id integer not null references wallets(id) on delete cascade,
  changed_amount integer not null,
  balance integer not null,
  type text not null,
  reason text not null default '',
  description_en text not null default '',
  description_ar text not null default '',
  gateway_id text references payment_gateways(id),
  created_at timestamptz not null default now()
);
create index wallet_transactions_wallet on wallet_transactions(wallet_id, created_at desc);

-- Cars -----------------------------------------------------------------------------------
create table car_types (
  id serial primary key,
  slug text not null unique,
  name_en text not null,
  name_ar text not null
);

create table car_brands (
  id serial primary key,
  type_id integer not null references car_types(id),
  name_en text not null,
  name_ar text not null
);
create index car_brands_type on car_brands(type_id);

create table car_models (
  id serial primary key,
  brand_id integer not null references car_brands(id),
  name_en text not null,
  name_ar text not null
);
create index car_models_brand on car_models(brand_id);

create table user_cars (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  model_id integer not null references car_models(id),
  year integer not null,
  created_at timestamptz not null default now()
);
create index user_cars_user on user_cars(user_id, created_at desc);

-- Service centers ------------------------------------------------------------------------
create table service_center_types (
  id serial primary key,
  name_en text not null,
  name_ar text not null
);

create table service_centers (
  id serial primary key,
  type_id integer not null references service_center_types(id),
  city_id integer not null references cities(id),
  name_en text not null,
  name_ar text not null,
  region text not null default '',
  region_ar text not null default '',
  address text not null default '',
  address_ar text not null default '',
  latitude double precision not null,
  longitude double precision not null,
  manager_user_id integer references users(id),
  is_active boolean not null default true,
  rate_value numeric(3, 1) not null default 0,
  rate_count integer not null default 0
);

create table center_employees (
  id serial primary key,
  center_id integer not null references service_centers(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  is_active boolean not null default true,
  is_manager boolean not null default false,
  created_at timestamptz not null default now(),
  unique (center_id, user_id)
);
create index center_employees_user on center_employees(user_id);

-- A service recorded by staff on a customer's car. token: the customer's rating link /p/{token}.
create table bills (
  id serial primary key,
  center_id integer not null references service_centers(id) on delete cascade,
  customer_id integer not null references users(id),
  user_car_id integer references user_cars(id) on delete set null,
  employee_user_id integer references users(id),
  current_kilometer integer not null default 0,
  next_kilometer integer not null default 0,
  is_coupon boolean not null default false,
  is_verified boolean not null default false,
  verified_at timestamptz,
  token text not null unique,
  rate integer,
  rate_items integer[],
  rated_at timestamptz,
  messaging_service text not null default 'SMS',
  created_at timestamptz not null default now()
);
create index bills_center on bills(center_id, created_at desc);
create index bills_customer on bills(customer_id, created_at desc);

-- usage_limit_type: km | day. usage_limit: the suggested interval in that unit.
create table bill_items (
  id serial primary key,
  bill_id integer not null references bills(id) on delete cascade,
  order_line_id integer references order_lines(id),
  product_name_en text not null,
  product_name_ar text not null,
  quantity integer not null default 1,
  charge_price integer not null default 0,
  usage_limit_type text not null default 'km',
  usage_limit integer not null default 0
);
create index bill_items_bill on bill_items(bill_id);

-- category_id: the root category of the product.
create table appointments (
  id serial primary key,
  center_id integer not null references service_centers(id) on delete cascade,
  customer_id integer references users(id),
  order_line_id integer references order_lines(id),
  category_id integer references categories(id),
  product_name_en text not null,
  product_name_ar text not null,
  quantity integer not null default 1,
  customer_name text not null default '',
  customer_phone text not null default '',
  delivery_date date not null,
  expired_at timestamptz,
  created_at timestamptz not null default now()
);
create index appointments_center on appointments(center_id, delivery_date);

create table center_stock (
  id serial primary key,
  center_id integer not null references service_centers(id) on delete cascade,
  product_id integer not null references products(id),
  delivered integer not null default 0,
  sc_share integer not null default 0,
  hig_share integer not null default 0,
  services integer not null default 0,
  unique (center_id, product_id)
);

-- The first answer to a request carrying an Idempotency-Key, replayed for repeats.
create table idempotency_keys (
  key text not null,
  user_id integer not null references users(id) on delete cascade,
  route text not null,
  status integer not null,
  body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);

-- Notifications and push devices ---------------------------------------------------------
create table notifications (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  subject text not null,
  message text not null,
  image text,
  link text,
  site text not null default 'gmall',
  send_time timestamptz not null default now(),
  expires_at timestamptz,
  seen boolean not null default false
);
create index notifications_user on notifications(user_id, send_time desc);

-- kind: fcm | webpush. For webpush, device_token is the endpoint and subscription holds keys.
create table devices (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  kind text not null,
  device_token text not null unique,
  subscription jsonb,
  operating_system text not null default '',
  user_agent text not null default '',
  city_id integer,
  created_at timestamptz not null default now()
);

create table beams_tokens (
  user_id integer not null references users(id) on delete cascade,
  beam_id text not null,
  token text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, beam_id)
);
