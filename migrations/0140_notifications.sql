-- The notification centre (issue 18): one row per platform user and cause, written by the mail projections in the
-- transaction of the event that causes the e-mail (adapters/postgres/notification/noticeOutbox.ts). The idempotency
-- key is the e-mail's (event, kind, recipient): a replayed projection stores no second notification.
create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (length(kind) between 1 and 100),
  title text not null check (length(title) <= 300),
  body text not null default '' check (length(body) <= 2000),
  -- A path inside the application ('/pa/specialists/…'), never another site.
  link text not null check (link like '/%' and link not like '//%'),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  idempotency_key text not null unique
);
-- The bell's list (the last 50 of a user) and its unread count.
create index notifications_user_recent on notifications (user_id, created_at desc, id desc);
create index notifications_user_unread on notifications (user_id) where read_at is null;
