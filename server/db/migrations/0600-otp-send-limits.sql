-- How many one-time codes went out in the current window, per budget (server/otp/send-limits.ts):
-- a phone's login codes, its login codes after a captcha, its service codes, its return codes;
-- one client's login codes; everyone's. One row per budget, taken with an atomic upsert, so
-- parallel sends on several instances respect each cap exactly. A row whose window ended is
-- started again by the next send, and removed a day later.
create table if not exists otp_send_counters (
  key text primary key,
  window_ends_at timestamptz not null,
  used integer not null
);
create index if not exists otp_send_counters_window on otp_send_counters(window_ends_at);
