-- The provider's fee inside a checkout payment (baisa, part of `amount`): a percentage of the part
-- paid through that gateway (payment_gateways.fee_percentage). Completion carries the fees of the
-- payments that went through as the order's service_fee line.
alter table transactions add column if not exists fee integer not null default 0
  check (fee >= 0 and fee <= amount);
