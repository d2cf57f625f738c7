-- Which customers a center has looked up (staff typed their phone): with the center's bills
-- and the customer's coupons, what makes a customer "known" to the center, so its staff may
-- correct that customer's cars and no one else's.
create table if not exists center_customer_lookups (
  center_id integer not null references service_centers(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  looked_up_at timestamptz not null default now(),
  primary key (center_id, user_id)
);
