-- Contracts between a client company and the platform. Full contract management is a later capability; interview
-- requests read only whether a signed one exists.
create table client_contracts (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references companies (id),
  number text not null unique,
  status text not null check (status in ('draft', 'pending_signature', 'signed', 'voided')),
  signed_at timestamptz,
  created_at timestamptz not null default now(),
  check (status <> 'signed' or signed_at is not null)
);
create index client_contracts_client on client_contracts (client_id, status);

-- Read model of candidates (one specialist of one interview request), fed inline by the candidate's events.
create table candidates (
  id uuid primary key,
  request_id uuid not null,
  client_id uuid not null references companies (id),
  agency_id uuid not null references companies (id),
  specialist_id uuid not null,
  status text not null,
  start_period date not null,
  end_period date not null,
  work_format text not null,
  hours integer,
  client_hour_price_cents integer not null,
  slots jsonb not null,
  proposed_slots jsonb not null default '[]',
  interview_at jsonb,
  contact jsonb not null,
  comment text not null default '',
  decline_reason text,
  version bigint not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index candidates_client on candidates (client_id, created_at desc);
create index candidates_agency on candidates (agency_id, created_at desc);
create index candidates_status on candidates (status, created_at desc);
create index candidates_specialist on candidates (specialist_id);

create extension if not exists btree_gist;

-- Client bookings of specialists (approved candidates), fed inline by the booking calendar's events. The cart and the
-- catalogue's availability filter read busy dates from here.
create table specialist_bookings (
  candidate_id uuid primary key,
  specialist_id uuid not null,
  client_id uuid not null references companies (id),
  period daterange not null,
  created_at timestamptz not null
);
create index specialist_bookings_specialist on specialist_bookings using gist (specialist_id, period);
