-- Saved catalogue searches with a daily digest of new matches (issue 35, application/savedSearch). Plain tables: a
-- saved search is the user's own setting, not a lifecycle an auditor follows.
create table saved_searches (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  title text not null,
  -- The catalogue address's query string, as the catalogue writes it.
  query text not null,
  -- The one-click unsubscribe link's token (RFC 8058): it only stops this search's e-mails.
  unsubscribe_token text not null unique,
  created_at timestamptz not null,
  last_digest_at timestamptz,
  unsubscribed_at timestamptz
);
create index saved_searches_user on saved_searches (user_id, created_at desc);
create index saved_searches_due on saved_searches (last_digest_at nulls first) where unsubscribed_at is null;

-- The specialists a search has told its user about (or matched when it was saved): a digest names only the others.
create table saved_search_told (
  saved_search_id uuid not null references saved_searches (id) on delete cascade,
  specialist_id uuid not null,
  told_at timestamptz not null,
  primary key (saved_search_id, specialist_id)
);

-- An e-mail may offer a one-click unsubscribe: the address of List-Unsubscribe (with List-Unsubscribe-Post).
alter table mail_outbox add column list_unsubscribe text;
