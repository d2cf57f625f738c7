-- transactionInitialize's idempotencyKey (Saleor 3.23+): the app sends one key per payment
-- attempt; the same key on the same checkout gives the same transaction back.
alter table transactions add column if not exists idempotency_key text;
create unique index if not exists transactions_idempotency
  on transactions(checkout_id, idempotency_key) where idempotency_key is not null;
