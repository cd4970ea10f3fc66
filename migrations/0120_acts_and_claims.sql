-- Completion acts (one per candidate and month) and claims about working specialists: read models of the
-- `act-{id}` and `claim-{id}` streams, written inline in the transaction of each append.
create table acts (
  id uuid primary key,
  candidate_id uuid not null,
  client_id uuid not null references companies (id),
  agency_id uuid not null references companies (id),
  specialist_id uuid not null,
  month text not null check (month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  start_period date not null,
  end_period date not null,
  work_format text not null,
  hours_per_week integer,
  hours integer not null check (hours > 0),
  comment text not null default '',
  agency_rate_cents integer not null,
  client_rate_cents integer not null,
  vat_rate_bp integer,
  agency_amount_cents bigint not null,
  fee_cents bigint not null,
  net_cents bigint not null,
  vat_cents bigint not null,
  total_cents bigint not null,
  status text not null check (status in ('draft', 'sent_for_approval_to_platform', 'sent_for_approval_to_client', 'approved', 'rejected', 'awaiting_payment', 'paid')),
  reject_reason text,
  rejected_by text,
  invoice_file_id uuid,
  act_file_id uuid,
  approved_at timestamptz,
  paid_at timestamptz,
  version bigint not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- One act per candidate and month: a second draft for the month is refused by the use case, and a race by this index.
create unique index acts_candidate_month on acts (candidate_id, month);
create index acts_agency on acts (agency_id, created_at desc);
create index acts_client on acts (client_id, created_at desc);
create index acts_status on acts (status, created_at desc);

create table claims (
  id uuid primary key,
  candidate_id uuid not null,
  client_id uuid not null references companies (id),
  agency_id uuid not null references companies (id),
  specialist_id uuid not null,
  reasons text[] not null,
  comment text not null default '',
  status text not null check (status in ('open', 'answered', 'closed')),
  answers jsonb not null default '[]',
  version bigint not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index claims_candidate on claims (candidate_id, created_at desc);
create index claims_client on claims (client_id, created_at desc);
create index claims_status on claims (status, created_at desc);

-- The client's invoice and the agency's act: PDFs written by the platform when the client approves.
alter table files drop constraint if exists files_purpose_check;
alter table files add constraint files_purpose_check check (purpose in ('photo', 'certificate', 'logo', 'screenshot', 'cv', 'content-image', 'contract', 'contractPdf', 'invoicePdf', 'actPdf'));
