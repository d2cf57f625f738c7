-- Development only (DEV_OUTBOX=1): the answer of each captcha, so end-to-end tests can read it
-- the way a person reads the image. Nothing is written here otherwise; the captchas table
-- itself keeps only a hash of the answer.
create table if not exists captcha_outbox (
  uuid uuid primary key references captchas(uuid) on delete cascade,
  answer text not null,
  created_at timestamptz not null default now()
);
