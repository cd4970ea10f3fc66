-- Agency teams (application/team): a named group of an agency's own catalogue cards, booked whole from the cart.
-- A plain table, not an event stream: every change writes an audit_log row (actor, impersonating manager) in the
-- same transaction. A deleted team keeps its row (deleted_at) so carts that hold it still show its name.
create table teams (
  id uuid primary key,
  agency_id uuid not null references companies (id),
  name text not null check (length(name) between 1 and 100),
  description text not null default '' check (length(description) <= 2000),
  version integer not null default 1,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);
-- One name per agency among its current teams, whatever the case.
create unique index teams_agency_name on teams (agency_id, lower(name)) where deleted_at is null;
create index teams_agency on teams (agency_id, updated_at desc) where deleted_at is null;
create index teams_updated on teams (updated_at desc) where deleted_at is null;

create table team_members (
  team_id uuid not null references teams (id) on delete cascade,
  specialist_id uuid not null references specialist_cards (id),
  position integer not null,
  primary key (team_id, specialist_id)
);
create index team_members_specialist on team_members (specialist_id);
