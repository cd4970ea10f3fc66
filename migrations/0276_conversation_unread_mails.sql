-- Conversations (issue 33): the e-mail when nobody reads. One row per thread and side that has been mailed about its
-- unread messages: when the last e-mail went and up to which message it told of, so a side gets at most one e-mail
-- per thread in the configured gap (an hour) and never twice about the same message. The job that sends locks the row.
create table conversation_unread_mails (
  thread_id uuid not null references conversation_threads (id),
  side text not null check (side in ('client', 'agency', 'company', 'platform')),
  mailed_at timestamptz,
  mailed_up_to_seq integer not null default 0,
  primary key (thread_id, side)
);
