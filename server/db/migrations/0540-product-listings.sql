-- A product as a channel lists it: its cheapest price and what is paid for it, its stock, the
-- keys listings sort and filter by, and its variants with their listings in that channel. A
-- listing page is then an index scan of one channel's rows instead of adding up prices and stock
-- for the whole channel on every request (server/catalogue/products.ts).
--
-- The rows are kept by the statements that change what they hold: triggers on variant_listings,
-- product_variants and products recompute the rows of the products a statement touched, in that
-- statement's transaction, so a listing never sees a price or a stock the database no longer has.
-- A statement trigger sees its rows through a transition table, so the seed's bulk inserts cost
-- one recomputation per statement, not one per row.
create table product_listings (
  product_id integer not null references products(id) on delete cascade,
  channel_id integer not null references channels(id) on delete cascade,
  category_id integer not null,
  -- The best-seller score (products.rating).
  rating integer not null,
  -- The cheapest variant's undiscounted price, and the least any variant costs after its
  -- discount (variant_listings.payable), in baisa.
  price integer not null,
  payable integer not null,
  -- Units in stock over the product's variants (a negative quantity counts as none).
  quantity integer not null,
  in_stock boolean generated always as (quantity > 0) stored,
  -- [{variant_id, sku, name, price, discount_kind, discount_value, quantity}] by variant id.
  variants jsonb not null,
  primary key (product_id, channel_id)
);

-- One index per order the app lists in (shared/domain/listing-sort.ts: out of stock last, ties by
-- id), so a page is the first rows of an index; other orders sort the channel's rows.
create index product_listings_best_seller
  on product_listings(channel_id, in_stock desc, rating desc, product_id);
create index product_listings_lowest_price
  on product_listings(channel_id, in_stock desc, payable, product_id);
create index product_listings_highest_price
  on product_listings(channel_id, in_stock desc, payable desc, product_id desc);
create index product_listings_newest on product_listings(channel_id, in_stock desc, product_id desc);
create index product_listings_category on product_listings(channel_id, category_id);

-- Recomputes the rows of these products. The products' rows are locked first, so two
-- transactions changing one product's listings (two orders of its two variants) recompute one
-- after the other, the second from what the first committed: each statement below reads
-- afresh once the lock is held (read committed). A transaction writing listings of several
-- products locks them by id first (checkout, server/checkout/complete-checkout.ts), so two such
-- transactions wait for each other instead of deadlocking.
create or replace function refresh_product_listings(ids integer[]) returns void
language plpgsql as $$
begin
  if cardinality(ids) = 0 then
    return;
  end if;
  perform 1 from products where id = any(ids) order by id for no key update;
  delete from product_listings s
   where s.product_id = any(ids)
     and not exists (
       select 1 from product_variants v join variant_listings l on l.variant_id = v.id
        where v.product_id = s.product_id and l.channel_id = s.channel_id);
  insert into product_listings as s
         (product_id, channel_id, category_id, rating, price, payable, quantity, variants)
  select p.id, l.channel_id, p.category_id, p.rating, min(l.price), min(l.payable),
         sum(greatest(l.quantity, 0))::int,
         jsonb_agg(jsonb_build_object(
           'variant_id', v.id, 'sku', v.sku, 'name', v.name, 'price', l.price,
           'discount_kind', l.discount_kind, 'discount_value', l.discount_value,
           'quantity', l.quantity) order by v.id)
    from products p
    join product_variants v on v.product_id = p.id
    join variant_listings l on l.variant_id = v.id
   where p.id = any(ids)
   group by p.id, l.channel_id
  on conflict (product_id, channel_id) do update
     set category_id = excluded.category_id, rating = excluded.rating, price = excluded.price,
         payable = excluded.payable, quantity = excluded.quantity, variants = excluded.variants
   where (s.category_id, s.rating, s.price, s.payable, s.quantity, s.variants)
         is distinct from (excluded.category_id, excluded.rating, excluded.price,
                           excluded.payable, excluded.quantity, excluded.variants);
end
$$;

-- Each trigger names the rows its statement wrote `changed` (and, for an update, the rows as
-- they were `changed_before`): a listing's or variant's old product counts as much as its new.
create or replace function variant_listings_refresh_products() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    perform refresh_product_listings(array(
      select distinct v.product_id from product_variants v
       where v.id in (select variant_id from changed union select variant_id from changed_before)));
  else
    perform refresh_product_listings(array(
      select distinct v.product_id from product_variants v
       where v.id in (select variant_id from changed)));
  end if;
  return null;
end
$$;

create or replace function product_variants_refresh_products() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    perform refresh_product_listings(array(
      select product_id from changed union select product_id from changed_before));
  else
    perform refresh_product_listings(array(select distinct product_id from changed));
  end if;
  return null;
end
$$;

create or replace function products_refresh_listings() returns trigger
language plpgsql as $$
begin
  perform refresh_product_listings(array(select id from changed));
  return null;
end
$$;

-- Emptying a table of the catalogue at once recomputes every product.
create or replace function product_listings_rebuild() returns trigger
language plpgsql as $$
begin
  delete from product_listings;
  perform refresh_product_listings(array(select id from products));
  return null;
end
$$;

create trigger variant_listings_inserted_listings after insert on variant_listings
  referencing new table as changed
  for each statement execute function variant_listings_refresh_products();
create trigger variant_listings_updated_listings after update on variant_listings
  referencing old table as changed_before new table as changed
  for each statement execute function variant_listings_refresh_products();
create trigger variant_listings_deleted_listings after delete on variant_listings
  referencing old table as changed
  for each statement execute function variant_listings_refresh_products();
create trigger variant_listings_truncated_listings after truncate on variant_listings
  for each statement execute function product_listings_rebuild();

-- A new variant has no listing yet: its listings' own trigger adds it.
create trigger product_variants_updated_listings after update on product_variants
  referencing old table as changed_before new table as changed
  for each statement execute function product_variants_refresh_products();
create trigger product_variants_deleted_listings after delete on product_variants
  referencing old table as changed
  for each statement execute function product_variants_refresh_products();
create trigger product_variants_truncated_listings after truncate on product_variants
  for each statement execute function product_listings_rebuild();

-- A new product has no variant yet; a deleted one takes its rows along (on delete cascade).
create trigger products_updated_listings after update on products
  referencing new table as changed
  for each statement execute function products_refresh_listings();

-- A database migrated with its catalogue already in place.
select refresh_product_listings(array(select id from products));
