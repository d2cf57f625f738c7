-- Every administrator action (server/account/admin-audit.ts): who did it (a person, the
-- ADMIN_TOKEN or the notify command), to whom, when, from where, and what. Rows are only ever
-- added: a trigger refuses changing or removing one.
create table if not exists admin_audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor text not null,
  actor_user_id integer references users(id) on delete set null,
  action text not null,
  subject_user_id integer references users(id) on delete set null,
  client_address text not null,
  user_agent text not null default '',
  details jsonb not null default '{}'
);
create index if not exists admin_audit_log_at on admin_audit_log(at desc, id desc);

create or replace function admin_audit_log_append_only() returns trigger language plpgsql as $$
begin
  -- A person's removal clears the reference (on delete set null); nothing else may change.
  if tg_op = 'UPDATE' and new.id = old.id and new.at = old.at and new.actor = old.actor
     and new.action = old.action and new.client_address = old.client_address
     and new.user_agent = old.user_agent and new.details = old.details
     and (new.actor_user_id is not distinct from old.actor_user_id or new.actor_user_id is null)
     and (new.subject_user_id is not distinct from old.subject_user_id or new.subject_user_id is null)
  then
    return new;
  end if;
  raise exception 'the administrators'' audit log is append-only';
end $$;

drop trigger if exists admin_audit_log_append_only on admin_audit_log;
create trigger admin_audit_log_append_only before update or delete on admin_audit_log
  for each row execute function admin_audit_log_append_only();
