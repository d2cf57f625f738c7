-- Notifications the backend writes itself (an order placed or paid, a return, a top-up, a
-- service recorded: server/push/customer-notices.ts) are written in both languages; the list,
-- the live stream and the push answer each in the person's language. Notifications sent by
-- hand keep one text: the Arabic columns stay empty and the one text is used for both.
alter table notifications add column if not exists subject_ar text;
alter table notifications add column if not exists message_ar text;
-- The language of the app that registered a device: its pushes are written in it.
alter table devices add column if not exists language text not null default 'en';
