-- Any change to what the catalogue shows (products, their variants, prices and stock, the
-- category tree, attributes, content pages) adds a row here when it commits: the newest id is
-- the catalogue's version, which the catalogue answers kept in memory are checked against
-- (server/graphql/response-cache.ts). Appending never makes two writers wait for each other;
-- old rows are pruned as it goes.
create table if not exists catalogue_changes (
  id bigserial primary key,
  changed_at timestamptz not null default now()
);

create or replace function note_catalogue_change() returns trigger
language plpgsql as $$
declare
  added bigint;
begin
  insert into catalogue_changes default values returning id into added;
  if added % 500 = 0 then
    delete from catalogue_changes where id < added - 100;
  end if;
  return null;
end
$$;

do $$
declare
  name text;
begin
  foreach name in array array[
    'products', 'product_variants', 'variant_listings', 'product_attribute_values',
    'categories', 'category_attributes', 'attributes', 'attribute_values', 'channels',
    'countries', 'pages', 'page_types', 'page_slots'
  ] loop
    execute format('drop trigger if exists %I on %I', name || '_catalogue_changed', name);
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I
         for each statement execute function note_catalogue_change()',
      name || '_catalogue_changed', name);
  end loop;
end
$$;
