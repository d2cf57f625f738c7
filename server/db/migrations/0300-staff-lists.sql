-- Staff lists (additive to 0001-core): the searches and indexes behind the services,
-- appointments, employees, customers and stock lists of a center.

-- Text folded the way src/lib/search-text.ts folds a search (and 0100-catalogue.sql folds
-- product names): lower case; Arabic diacritics, tatweel and direction marks dropped; hamza
-- forms of alef, alef maqsura and taa marbuta unified. Staff searches compare folded text.
create or replace function search_fold(value text) returns text
  language sql immutable parallel safe
  as $$
    select translate(
      regexp_replace(lower(coalesce(value, '')), U&'[\064B-\065F\0670\0640\200E\200F]', '', 'g'),
      U&'\0623\0625\0622\0671\0649\0629',
      U&'\0627\0627\0627\0627\064A\0647'
    )
  $$;

-- What staff searches read, folded once when a row is written (folding on every search costs
-- hundreds of milliseconds over a center's ten thousand appointments): people by name and
-- phone (services, employees, customers), appointments by id, product, customer and phone.
alter table users
  add column if not exists search_norm text generated always as (
    search_fold(first_name || ' ' || last_name || ' ' || phone)
  ) stored;

alter table appointments
  add column if not exists search_norm text generated always as (
    search_fold(
      id::text || ' ' || product_name_en || ' ' || product_name_ar || ' ' || customer_name
        || ' ' || customer_phone
    )
  ) stored;

-- The services list filtered by status, newest first; the employees' bill counts; the
-- center's customers and their last visit.
create index if not exists bills_center_verified on bills(center_id, is_verified, created_at desc);
create index if not exists bills_center_employee on bills(center_id, employee_user_id);
create index if not exists bills_center_customer on bills(center_id, customer_id, created_at);

-- Appointments of a center by category within a date range.
create index if not exists appointments_center_category
  on appointments(center_id, category_id, delivery_date);

-- A center's team in the order the list shows it.
create index if not exists center_employees_center on center_employees(center_id, id);
