-- Voucher usage limits, with Saleor's names: usage_limit (how many orders in all may use the
-- code; null is no limit), used (how many have), apply_once_per_customer (one order per person,
-- recorded in voucher_customers, Saleor's VoucherCustomer). Completion takes a use with a
-- conditional update, so concurrent orders can never take more uses than the limit.
alter table vouchers add column if not exists usage_limit integer check (usage_limit >= 0);
alter table vouchers add column if not exists used integer not null default 0 check (used >= 0);
alter table vouchers add column if not exists apply_once_per_customer boolean not null default false;

create table if not exists voucher_customers (
  voucher_code text not null references vouchers(code) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  primary key (voucher_code, user_id)
);
