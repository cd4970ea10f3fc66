-- The manager's back office for companies: merges of duplicates (application/company/backOffice).
-- A merged company stays as a tombstone pointing to the company that took over its users, cards, solutions,
-- candidates, carts, files, teams, payment details and contracts, so old links and events still resolve.
alter table companies
  add column merged_into uuid references companies (id),
  add column merged_at timestamptz,
  add constraint companies_not_merged_into_itself check (merged_into is null or merged_into <> id);
create index companies_merged_into on companies (merged_into) where merged_into is not null;

-- One merge of one duplicate: its plain tables moved in one transaction ('moving'), then each event stream got its
-- ownership-transfer event ('done'). A crash in between is finished by the job or by asking for the merge again.
create table company_merges (
  id uuid primary key,
  merged_id uuid not null references companies (id),
  survivor_id uuid not null references companies (id),
  company_type text not null check (company_type in ('agency', 'client')),
  status text not null check (status in ('moving', 'done')),
  -- The streams whose owner changes: [{ area, id, side }], fixed when the plain tables moved.
  streams jsonb not null default '[]',
  -- What moved, for the history and the answer: { users: 3, specialists: 2, ... }.
  counts jsonb not null default '{}',
  actor_id uuid,
  emulated_by uuid,
  created_at timestamptz not null,
  finished_at timestamptz,
  check (merged_id <> survivor_id)
);
-- A company is merged once: its tombstone cannot be merged again.
create unique index company_merges_merged on company_merges (merged_id);
create index company_merges_moving on company_merges (created_at) where status = 'moving';

-- The company lists: search by name, legal name and tax number; sort by creation.
create index companies_list on companies (type, created_at desc) where merged_into is null;
create index companies_search on companies using gin (lower(name || ' ' || coalesce(legal_name, '') || ' ' || coalesce(tax_number, '')) gin_trgm_ops);
