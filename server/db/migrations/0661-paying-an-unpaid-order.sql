-- An order placed before it was paid (UNCONFIRMED, payment PENDING or NOT_CHARGED) can be paid
-- later from its page with a hosted payment of its own (decision 266): the payment names the
-- order, not a checkout. kind: checkout | wallet_charge | order.
alter table transactions add column if not exists order_id integer references orders(id);
create index if not exists transactions_order on transactions(order_id) where order_id is not null;
