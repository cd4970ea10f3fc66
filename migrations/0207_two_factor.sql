-- Two-factor sign-in (TOTP, RFC 6238). The secret is pending until a first code confirms it; once confirmed it is
-- never answered again. last_used_step refuses a code's replay: a step at or before it is not accepted again.
create table user_totp (
  user_id uuid primary key references users (id) on delete cascade,
  secret text not null,
  created_at timestamptz not null,
  confirmed_at timestamptz,
  last_used_step bigint
);

-- Ten single-use recovery codes per user, kept as SHA-256 digests only.
create table user_recovery_codes (
  id bigserial primary key,
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null,
  used_at timestamptz
);
create index user_recovery_codes_user on user_recovery_codes (user_id);

-- What a correct password earns when a second factor is on: short-lived, used once, bound to its user.
create table login_challenges (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  address text
);
create index login_challenges_expiry on login_challenges (expires_at);
