-- The embedded database (PGlite: this process, one connection) also announces each catalogue
-- change on the `catalogue_changed` channel, so the catalogue's version is kept in memory there
-- instead of read on every request (server/catalogue/answer-cache.ts). PGlite delivers a
-- notification with the statement that commits it, before its caller goes on. Only sessions
-- that ask for it (`hig.catalogue_notify`, set when PGlite opens) notify: on PostgreSQL, where
-- other instances write too, the version is read from catalogue_changes, and commits of
-- catalogue writes do not queue on NOTIFY's lock.
create or replace function note_catalogue_change() returns trigger
language plpgsql as $$
declare
  added bigint;
begin
  insert into catalogue_changes default values returning id into added;
  if added % 500 = 0 then
    delete from catalogue_changes where id < added - 100;
  end if;
  if current_setting('hig.catalogue_notify', true) = 'on' then
    perform pg_notify('catalogue_changed', added::text);
  end if;
  return null;
end
$$;
