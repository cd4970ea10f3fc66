-- A company's API keys (issue 37): a key acts as its company with the scopes it names, through the REST API only.
-- The secret is never stored: only its SHA-256 digest (the secret is 256 random bits, so a fast digest is enough),
-- and its first characters so a person can tell two keys apart.
create table api_keys (
  id uuid primary key,
  company_id uuid not null references companies (id) on delete cascade,
  created_by uuid not null references users (id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  prefix text not null,
  secret_hash text not null unique,
  scopes text[] not null,
  expires_at timestamptz,
  created_at timestamptz not null,
  revoked_at timestamptz,
  last_used_at timestamptz,
  last_used_address text
);
create index api_keys_company on api_keys (company_id, created_at desc);
