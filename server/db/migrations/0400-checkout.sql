-- Checkout (additive to 0001-core). A checkout made by the REST order call (orders/order/)
-- carries its delivery on each line, the way the REST cart does (delivery, service in
-- location, delivery in center, service in center), instead of a shipping address and method.
alter table checkouts add column if not exists shipping_required boolean not null default true;
alter table checkout_lines add column if not exists delivery_type text;

-- Gateway payments of a checkout are summed at completion.
create index if not exists transactions_checkout on transactions(checkout_id, status);
