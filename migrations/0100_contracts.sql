-- Contracts (client and partner): event-sourced, one stream per contract (`contract-{id}`). This is their read
-- model, fed inline by the contract's events, plus the per-year number counter and the single-use signing links.

create table contracts (
  id uuid primary key,
  kind text not null check (kind in ('client', 'partner')),
  company_id uuid not null references companies (id),
  status text not null check (status in ('draft', 'pending_signature', 'signed_by_counterparty', 'signed', 'voided')),
  -- The platform's sequence number (C-YYYY-NNNN), given in the transaction that records the contract.
  number_year int not null,
  number_seq int not null,
  -- What the documents and lists show: the typed number when 'change number' is set, else the sequence number.
  number text not null,
  contract_date date,
  document_type text not null,
  contract_type text not null,
  signer_name text not null,
  signer_position text not null,
  signer_email text not null,
  number_change boolean not null default false,
  use_number_internal boolean not null default true,
  payment_requisite_id uuid,
  mail_for_notifications text[] not null default '{}',
  commission_bp int,
  days_paid int,
  has_template boolean not null default false,
  file_id uuid,
  file_name text,
  sent_file_id uuid,
  sent_sha256 text,
  provider text,
  envelope_id text,
  counterparty_signed_at timestamptz,
  signed_at timestamptz,
  signed_file_id uuid,
  void_reason text,
  version int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (number_year, number_seq)
);
create unique index contracts_number on contracts (number);
create index contracts_company on contracts (company_id, kind, status);
create index contracts_kind_created on contracts (kind, created_at desc);
create index contracts_envelope on contracts (envelope_id) where envelope_id is not null;

create table contract_number_counters (
  year int primary key,
  last int not null
);

-- A signer's link: only its SHA-256 is kept; it works once and expires.
create table contract_signing_links (
  token_hash text primary key,
  contract_id uuid not null,
  email text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null
);
create index contract_signing_links_contract on contract_signing_links (contract_id);

-- Contract files: a manager's uploaded contract and the PDFs sent for signature and sealed.
alter table files drop constraint if exists files_purpose_check;
alter table files add constraint files_purpose_check check (purpose in ('photo', 'certificate', 'logo', 'screenshot', 'cv', 'content-image', 'contract', 'contractPdf'));

-- The one truth about contracts is now the contracts read model.
drop table client_contracts;
