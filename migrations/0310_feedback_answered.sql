-- The back office's feedback messages (issue 32): who marked a message answered and when, so several managers do
-- not answer one sender twice; the list reads newest first (and open or answered ones).
alter table feedback_messages
  add column answered_by uuid references users (id) on delete set null,
  add column answered_at timestamptz,
  add constraint feedback_messages_answered_whole check ((answered_by is null) or (answered_at is not null));
create index feedback_messages_newest on feedback_messages (created_at desc, id desc);
create index feedback_messages_open_newest on feedback_messages (created_at desc, id desc) where answered_at is null;
