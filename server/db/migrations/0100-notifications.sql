-- Notifications and push (additive to 0001-core): looking up a person's devices, and the Web
-- Push keys of deployments that keep no data folder (PostgreSQL without VAPID_* set), so
-- every instance and the notify command sign with the same key the browsers subscribed to.
create index if not exists devices_user on devices(user_id);

create table if not exists push_keys (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
