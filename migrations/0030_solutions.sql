-- Read models of solutions, fed inline by the solution's events (adapters/postgres/projections/solutions.ts)
-- in the same transaction as each append.

-- The agency and manager lists: one row per solution in any status.
create table solutions (
  id uuid primary key,
  -- The number the editor and the lists show as the solution's ID.
  number bigint generated always as identity unique,
  agency_id uuid not null references companies (id),
  status text not null,
  title text not null default '',
  link text not null default '',
  categories uuid[] not null default '{}',
  description text not null default '',
  short_description text not null default '',
  contact_email text not null default '',
  logo_id uuid,
  screenshot_ids uuid[] not null default '{}',
  video_links text[] not null default '{}',
  content jsonb not null,
  rejection jsonb,
  version bigint not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  published_at timestamptz,
  search_text text generated always as (lower(title)) stored
);
create index solutions_agency on solutions (agency_id, status, updated_at desc);
create index solutions_status on solutions (status, updated_at desc);
create index solutions_categories on solutions using gin (categories);
create index solutions_search on solutions using gin (search_text gin_trgm_ops);

-- The public catalogue: a row only while the solution is published. Deactivating, moving to draft or archiving
-- deletes the row in the same transaction, so a solution leaves the catalogue the moment it stops being published.
create table solution_catalog (
  id uuid primary key,
  agency_id uuid not null references companies (id),
  title text not null,
  link text not null default '',
  categories uuid[] not null default '{}',
  description text not null default '',
  short_description text not null default '',
  logo_id uuid,
  screenshot_ids uuid[] not null default '{}',
  video_links text[] not null default '{}',
  published_at timestamptz not null,
  updated_at timestamptz not null,
  search_text text generated always as (lower(title || ' ' || description)) stored
);
-- The category filter (`categories && $1`) and the catalogue order (newest first).
create index solution_catalog_categories on solution_catalog using gin (categories);
create index solution_catalog_order on solution_catalog (published_at desc, id);
create index solution_catalog_search on solution_catalog using gin (search_text gin_trgm_ops);

-- "Request this solution": a client's message to the solution's agency, e-mailed to its users when stored.
create table solution_requests (
  id uuid primary key,
  solution_id uuid not null,
  solution_title text not null,
  agency_id uuid not null references companies (id),
  client_id uuid not null references companies (id),
  user_id uuid not null references users (id),
  -- The manager acting as the client user, when impersonating.
  emulated_by uuid references users (id),
  contact_name text not null default '',
  contact_email text not null default '',
  phone text not null default '',
  comment text not null default '',
  created_at timestamptz not null
);
create index solution_requests_agency on solution_requests (agency_id, created_at desc);
create index solution_requests_client on solution_requests (client_id, created_at desc);
create index solution_requests_solution on solution_requests (solution_id, created_at desc);
