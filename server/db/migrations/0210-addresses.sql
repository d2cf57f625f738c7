-- Addresses (additive to 0001-core): the default shipping and billing address a person chose
-- (Saleor's accountAddressCreate with a type). Deleting the address clears the choice.
alter table users
  add column if not exists default_shipping_address_id integer references addresses(id) on delete set null,
  add column if not exists default_billing_address_id integer references addresses(id) on delete set null;
