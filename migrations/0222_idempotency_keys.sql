-- Idempotent REST writes (issue 37): the first answer to a POST with an `Idempotency-Key`, kept 24 hours per caller
-- and key; a row without an answer is a request still running.
create table idempotency_keys (
  scope text not null,
  key text not null,
  fingerprint text not null,
  status int,
  body jsonb,
  created_at timestamptz not null,
  primary key (scope, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);
