-- Staff service submissions: an Idempotency-Key is bound to the request it first came with
-- (a fingerprint of the payload), and old answers are purged by age.
alter table idempotency_keys add column if not exists request_hash text not null default '';
create index if not exists idempotency_keys_created on idempotency_keys(created_at);

-- Coupon lines held by bills still waiting for the customer's code.
create index if not exists bill_items_order_line on bill_items(order_line_id);
