-- Companies, users, staff roles (sets of scopes), sessions and the one-time links of identity.
create table companies (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('agency', 'client', 'platform')),
  name text not null check (length(name) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index companies_type_name on companies (type, name);

create table roles (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null,
  kind text not null check (kind in ('platform', 'agency', 'client')),
  scopes text[] not null default '{}',
  built_in boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  role_id uuid not null references roles (id),
  email citext not null unique check (length(email) <= 254),
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  middle_name text,
  avatar text,
  status text not null default 'unverified' check (status in ('unverified', 'active', 'blocked')),
  email_verified_at timestamptz,
  personal_manager_id uuid references users (id),
  password_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index users_company on users (company_id);

create table email_verifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_verifications_user on email_verifications (user_id);

create table password_resets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  slug_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user on password_resets (user_id);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  user_id uuid not null references users (id) on delete cascade,
  acting_as_user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz,
  address text,
  user_agent text
);
create index sessions_user on sessions (user_id) where revoked_at is null;

create table login_failures (
  id bigserial primary key,
  email citext,
  address text,
  at timestamptz not null default now()
);
create index login_failures_email on login_failures (email, at desc);
create index login_failures_address on login_failures (address, at desc);

-- Who acted, as whom, when: identity writes and impersonation are recorded here.
create table audit_log (
  id bigserial primary key,
  actor_id uuid,
  emulated_by uuid,
  action text not null,
  subject_id uuid,
  details jsonb not null default '{}',
  at timestamptz not null default now()
);
create index audit_log_subject on audit_log (subject_id, at desc);
create index audit_log_actor on audit_log (actor_id, at desc);

create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'stored', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_created on mail_outbox (created_at desc);

create table newsletter_subscriptions (
  email citext primary key,
  created_at timestamptz not null default now()
);

insert into roles (slug, title, kind, scopes, built_in) values
  ('platform-admin', 'Platform administrator', 'platform',
   array['user:impersonate','specialist:moderate','solution:moderate','company:manage','contract:manage','candidate:manage',
         'blog:manage','category:manage','terms:manage','staff:manage','roles:manage','excel:export'], true),
  ('platform-manager', 'Account manager', 'platform',
   array['user:impersonate','specialist:moderate','solution:moderate','company:manage','contract:manage','candidate:manage',
         'excel:export'], true),
  ('content-editor', 'Content editor', 'platform', array['blog:manage','category:manage','terms:manage'], true),
  ('agency-owner', 'Agency owner', 'agency',
   array['specialist:manage-own','solution:manage-own','company:manage-own','document:own','request:respond','act:own'], true),
  ('client-owner', 'Client owner', 'client',
   array['cart:use','request:create','company:manage-own','document:own','candidate:view-own','solution:request'], true);
