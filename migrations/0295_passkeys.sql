-- Passkeys (WebAuthn, issue 36): each user may register several, named, as a second factor or to sign in without a
-- password. Only the public key is kept; sign_count refuses a cloned authenticator (a count that does not grow).
create table user_passkeys (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  credential_id text not null unique,
  public_key bytea not null,
  sign_count bigint not null default 0,
  transports text[] not null default '{}',
  name text not null,
  backed_up boolean not null default false,
  created_at timestamptz not null,
  last_used_at timestamptz
);
create index user_passkeys_user on user_passkeys (user_id);

-- The challenge of one WebAuthn ceremony, kept on the server: it lives 5 minutes, is used once and is bound to what
-- it was given for (registering, signing in, the login's second step after a password, a step-up).
create table passkey_ceremonies (
  id uuid primary key,
  kind text not null check (kind in ('register', 'sign_in', 'second_factor', 'step_up')),
  challenge text not null,
  user_id uuid references users (id) on delete cascade,
  login_challenge_id uuid references login_challenges (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index passkey_ceremonies_expiry on passkey_ceremonies (expires_at);
