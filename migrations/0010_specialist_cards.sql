-- Read model of specialist cards for the agency and manager lists, fed inline by the card's events
-- (adapters/postgres/projections/specialistCards.ts) in the same transaction as each append.
create table specialist_cards (
  id uuid primary key,
  agency_id uuid not null references companies (id),
  status text not null,
  surname text not null default '',
  name text not null default '',
  specialization_id text,
  grade text,
  categories text[] not null default '{}',
  subcategories text[] not null default '{}',
  key_skills text[] not null default '{}',
  country_code text,
  city_id text,
  hour_price_cents integer not null default 0,
  work_formats text[] not null default '{}',
  verified boolean not null default false,
  photo_id text,
  content jsonb not null,
  review jsonb not null default '{}',
  rejection jsonb,
  block_reason text,
  version bigint not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  published_at timestamptz,
  search_text text generated always as (lower(surname || ' ' || name)) stored
);
create index specialist_cards_agency on specialist_cards (agency_id, updated_at desc) where status not in ('archived', 'deleted');
create index specialist_cards_agency_status on specialist_cards (agency_id, status, updated_at desc);
create index specialist_cards_status on specialist_cards (status, updated_at desc);
create index specialist_cards_search on specialist_cards using gin (search_text gin_trgm_ops);
create index specialist_cards_skills on specialist_cards using gin (key_skills);
