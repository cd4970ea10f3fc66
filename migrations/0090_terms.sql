-- Terms and conditions (application/content). Versions are a plain table: every write also writes an audit_log row
-- (actor, impersonating manager) in the same transaction, and a version that has taken effect is never changed.
-- Acceptances are facts on each user's event stream (`terms-acceptance-{userId}`); terms_acceptances is their read
-- model, written by an inline projection in the transaction of the append.
create table terms_versions (
  id uuid primary key,
  number integer not null unique,
  content jsonb not null,
  changes jsonb not null default '[]',
  effective_from timestamptz not null unique,
  version integer not null default 1,
  created_by uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table terms_acceptances (
  user_id uuid not null,
  version_id uuid not null references terms_versions (id),
  accepted_at timestamptz not null,
  address text not null,
  user_agent text not null default '',
  channel text not null check (channel in ('modal', 'registration')),
  primary key (user_id, version_id)
);
create index terms_acceptances_version on terms_acceptances (version_id, accepted_at);
