-- Attempts of the actions a script would hammer (registration, password reset, newsletter, requests), per key
-- (`address:...`, `email:...`), counted over a sliding window by the application.
create table abuse_attempts (
  id bigserial primary key,
  action text not null,
  key text not null,
  at timestamptz not null
);
create index abuse_attempts_key on abuse_attempts (action, key, at desc);
