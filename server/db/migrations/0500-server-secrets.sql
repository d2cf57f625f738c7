-- Secrets every instance must share when the data lives in PostgreSQL (no data folder): the
-- key signing sessions and salting one-time-code hashes. The first instance to start writes
-- it; the others read the same row.
create table if not exists server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
