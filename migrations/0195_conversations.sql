-- Conversations: the read model of the threads (one per subject), fed inline by each thread's events
-- (adapters/postgres/projections/conversations.ts). The streams stay the record; these tables are rebuilt from them.
create table conversation_threads (
  id uuid primary key,
  subject_type text not null check (subject_type in ('candidate', 'clientRequestResponse', 'contract', 'act', 'claim', 'personalManager')),
  subject_id uuid not null,
  -- The subject's parties when the thread started: whose lists it appears in.
  client_id uuid,
  agency_id uuid,
  company_id uuid,
  started_by uuid not null,
  started_at timestamptz not null,
  last_message_at timestamptz not null,
  last_seq integer not null default 0,
  message_count integer not null default 0,
  version bigint not null,
  unique (subject_type, subject_id)
);
create index conversation_threads_client on conversation_threads (client_id, last_message_at desc) where client_id is not null;
create index conversation_threads_agency on conversation_threads (agency_id, last_message_at desc) where agency_id is not null;
create index conversation_threads_company on conversation_threads (company_id, last_message_at desc) where company_id is not null;
create index conversation_threads_latest on conversation_threads (last_message_at desc);

create table conversation_messages (
  id uuid primary key,
  thread_id uuid not null references conversation_threads (id),
  seq integer not null,
  sender_id uuid not null,
  sender_side text not null check (sender_side in ('client', 'agency', 'company', 'platform')),
  -- The manager who wrote as the sender (impersonation); the history names both.
  emulated_by uuid,
  text text not null,
  -- What the other market side reads when contact details were found; the original stays for the sender and staff.
  masked_text text,
  masked_kinds text[] not null default '{}',
  file_ids uuid[] not null default '{}',
  reply_to uuid,
  sent_at timestamptz not null,
  edited_at timestamptz,
  previous_text text,
  hidden_at timestamptz,
  hidden_by uuid,
  hidden_reason text,
  reports integer not null default 0,
  unique (thread_id, seq)
);
create index conversation_messages_masked on conversation_messages (sent_at desc) where masked_text is not null;
create index conversation_messages_reported on conversation_messages (sent_at desc) where reports > 0;

-- The last message each side read, per thread: the unread counts and the read receipts.
create table conversation_reads (
  thread_id uuid not null references conversation_threads (id),
  side text not null check (side in ('client', 'agency', 'company', 'platform')),
  last_read_seq integer not null,
  read_by uuid not null,
  read_at timestamptz not null,
  primary key (thread_id, side)
);

create table conversation_reports (
  message_id uuid not null references conversation_messages (id),
  user_id uuid not null,
  side text not null,
  reason text not null,
  reported_at timestamptz not null,
  primary key (message_id, user_id)
);

-- What the live streams tell open pages, in the order written; every app process hears of a new entry through the
-- change feed (the table's name on `table_changed`, at the commit) and reads the entries after the last it sent.
create table conversation_feed (
  id bigserial primary key,
  thread_id uuid not null,
  kind text not null check (kind in ('message', 'edited', 'hidden', 'read')),
  message_id uuid,
  side text,
  at timestamptz not null default now()
);
create index conversation_feed_thread on conversation_feed (thread_id, id);

create trigger conversation_feed_changed after insert on conversation_feed
  for each statement execute function notify_table_changed();
