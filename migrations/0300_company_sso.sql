-- Single sign-on of a company through its OpenID Connect provider (issue 36). One connection per company: the
-- provider's issuer, the client id, and the client secret sealed with AES-256-GCM (never answered back); the e-mail
-- domain whose people sign in through it, proven by a DNS TXT record carrying verification_token; whether it is the
-- only way in for them. A domain verified by one company cannot be verified by another.
create table company_sso (
  company_id uuid primary key references companies (id) on delete cascade,
  issuer text not null check (length(issuer) <= 500),
  client_id text not null check (length(client_id) <= 300),
  client_secret_sealed text not null,
  domain citext not null check (length(domain) <= 253),
  verification_token text not null,
  domain_verified_at timestamptz,
  default_company_role text not null default 'member' check (default_company_role in ('owner', 'member')),
  enforced boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (not enforced or domain_verified_at is not null)
);
create unique index company_sso_verified_domain on company_sso (domain) where domain_verified_at is not null;

-- A sign-in through a company's provider between the redirect and the callback: the state is kept as a SHA-256
-- digest, with the PKCE verifier and the nonce the callback must see again; used once, 10 minutes.
create table sso_sign_ins (
  id uuid primary key,
  state_hash text not null unique,
  company_id uuid not null references companies (id) on delete cascade,
  code_verifier text not null,
  nonce text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sso_sign_ins_expiry on sso_sign_ins (expires_at);
