-- Solved captcha challenges, by signature, until they expire: one solution admits one request.
create table captcha_spent_challenges (
  signature text primary key,
  expires_at timestamptz not null
);
create index captcha_spent_challenges_expiry on captcha_spent_challenges (expires_at);
