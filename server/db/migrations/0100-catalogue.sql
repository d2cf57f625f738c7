-- The catalogue's search: product names folded the way src/lib/search-text.ts folds a search
-- (lower case; Arabic diacritics, tatweel and direction marks dropped; hamza forms of alef,
-- alef maqsura and taa marbuta unified), kept up to date by PostgreSQL itself.
alter table products
  add column search_norm text generated always as (
    translate(
      regexp_replace(lower(search_text), U&'[\064B-\065F\0670\0640\200E\200F]', '', 'g'),
      U&'\0623\0625\0622\0671\0649\0629',
      U&'\0627\0627\0627\0627\064A\0647'
    )
  ) stored;

-- What a person pays for a variant in a channel, kept by PostgreSQL so listings sort by it
-- without computing it for the whole channel on every request. The same rule as
-- server/graphql/commerce/catalogue/listing-price.ts (its tests hold the two together).
alter table variant_listings
  add column payable integer generated always as (
    price - case discount_kind
      when 'fixed' then least(discount_value, price)
      when 'percentage' then round(price * discount_value / 100.0)::int
      else 0
    end
  ) stored;

-- Products of a channel: listings are read by channel, then joined to their product.
create index if not exists variant_listings_channel_variant
  on variant_listings(channel_id, variant_id) include (price, payable, quantity);

-- Attribute filters look a value up by attribute and slug, then its products.
create index if not exists product_attribute_values_value on product_attribute_values(value_id);
