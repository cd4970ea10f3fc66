-- Client requests and agency responses (application/clientRequest). Both are event-sourced (streams
-- `client-request-{id}` and `client-request-response-{requestId}-{agencyId}`); these are their read models, written
-- by inline projections in the transaction of each append.
create table client_requests (
  id uuid primary key,
  number integer generated always as identity unique,
  client_id uuid not null references companies (id),
  status text not null check (status in ('draft', 'moderation', 'published', 'rejected', 'closed')),
  title text not null,
  description text not null,
  category_ids uuid[] not null default '{}',
  subcategory_ids uuid[] not null default '{}',
  key_skill_ids uuid[] not null default '{}',
  grade text,
  specialists_count integer not null check (specialists_count between 1 and 50),
  period_from date not null,
  period_to date not null,
  work_format text not null,
  budget_per_hour_cents integer check (budget_per_hour_cents > 0),
  rejection_reason text,
  responses_count integer not null default 0,
  version integer not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  published_at timestamptz,
  closed_at timestamptz
);
-- The public list: published requests, newest publication first, filtered by category, skill and period.
create index client_requests_public on client_requests (published_at desc, id) where status = 'published';
create index client_requests_public_categories on client_requests using gin (category_ids) where status = 'published';
create index client_requests_public_subcategories on client_requests using gin (subcategory_ids) where status = 'published';
create index client_requests_public_skills on client_requests using gin (key_skill_ids) where status = 'published';
create index client_requests_public_period on client_requests (period_from, period_to) where status = 'published';
-- The client's and the manager's lists, and the daily job that closes requests whose period started.
create index client_requests_client on client_requests (client_id, updated_at desc);
create index client_requests_status on client_requests (status, updated_at desc);
create index client_requests_open_start on client_requests (period_from) where status <> 'closed';

create table client_request_responses (
  id uuid primary key,
  request_id uuid not null references client_requests (id),
  agency_id uuid not null references companies (id),
  client_id uuid not null references companies (id),
  status text not null check (status in ('submitted', 'withdrawn')),
  -- The proposed specialists with their catalogue price at the time of the answer (from the event).
  proposals jsonb not null default '[]',
  comment text not null default '',
  version integer not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (request_id, agency_id)
);
create index client_request_responses_agency on client_request_responses (agency_id, updated_at desc);
