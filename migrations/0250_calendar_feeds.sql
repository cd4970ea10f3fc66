-- A user's private calendar subscription (issue 34): one feed per user, found by the SHA-256 digest of its token (the
-- token itself is shown once, in the subscription address). Renewing replaces the digest; turning off deletes the row.
create table calendar_feeds (
  user_id uuid primary key references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null
);
