-- A company's webhook endpoints and their deliveries (issue 37). The signing secret is kept in the clear (it signs
-- every delivery); each delivery is written in the transaction of the event that causes it, once per endpoint and
-- event, and sent by the job queue.
create table webhook_endpoints (
  id uuid primary key,
  company_id uuid not null references companies (id) on delete cascade,
  url text not null check (length(url) <= 2000),
  events text[] not null,
  secret text not null,
  enabled boolean not null default true,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index webhook_endpoints_company on webhook_endpoints (company_id, created_at desc);

create table webhook_deliveries (
  id uuid primary key,
  endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  event_type text not null,
  -- The cause (the stored event's stream and position, or the test's id): one delivery per endpoint and cause.
  cause text not null,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts int not null default 0,
  last_attempt_at timestamptz,
  last_status_code int,
  last_error text,
  next_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz not null,
  -- When the current series of attempts began (its creation, or 'send again'): retries stop 3 days after it.
  retry_from timestamptz not null,
  unique (endpoint_id, cause)
);
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc);
