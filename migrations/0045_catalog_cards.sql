-- The public catalogue: one row per published, visible specialist card, written by an inline projection in the
-- transaction of the card's events, denormalised for the catalogue's filters and sorts.
create extension if not exists btree_gist;

create table catalog_cards (
  id uuid primary key,
  agency_id uuid not null references companies (id),
  name text not null,
  surname text not null,
  photo_id text,
  specialization_id uuid,
  specialization_title text not null default '',
  grade text,
  category_ids uuid[] not null default '{}',
  subcategory_ids uuid[] not null default '{}',
  key_skill_ids uuid[] not null default '{}',
  key_skill_titles text[] not null default '{}',
  country_code text,
  city_id uuid,
  city_name text,
  -- 'en:C1' per language row, so a filter on a language and a level is one array containment.
  languages text[] not null default '{}',
  language_codes text[] not null default '{}',
  work_formats text[] not null default '{}',
  gender text not null,
  birth_date date,
  experience_months integer not null default 0,
  catalog_price_cents integer not null,
  -- The agency's 'not available' periods; client bookings are read from specialist_bookings.
  unavailable datemultirange not null default '{}',
  verified boolean not null default false,
  published_at timestamptz not null,
  search tsvector not null
);
create index catalog_cards_default_sort on catalog_cards (specialization_title, id);
create index catalog_cards_price on catalog_cards (catalog_price_cents, id);
create index catalog_cards_newest on catalog_cards (published_at desc, id);
create index catalog_cards_categories on catalog_cards using gin (category_ids);
create index catalog_cards_subcategories on catalog_cards using gin (subcategory_ids);
create index catalog_cards_skills on catalog_cards using gin (key_skill_ids);
create index catalog_cards_languages on catalog_cards using gin (languages);
create index catalog_cards_language_codes on catalog_cards using gin (language_codes);
create index catalog_cards_search on catalog_cards using gin (search);
create index catalog_cards_unavailable on catalog_cards using gist (unavailable);
create index catalog_cards_place on catalog_cards (country_code, city_id);
create index catalog_cards_grade on catalog_cards (grade);
create index catalog_cards_specialization on catalog_cards (specialization_id);
create index catalog_cards_birth on catalog_cards (birth_date);
create index catalog_cards_experience on catalog_cards (experience_months);
create index specialist_bookings_period on specialist_bookings using gist (period);

create index specializations_title_trgm on specializations using gin (lower(title) gin_trgm_ops);

-- The cards a logged-in user opened last (`/api/history/specialists`).
create table specialist_views (
  user_id uuid not null references users (id) on delete cascade,
  specialist_id uuid not null,
  viewed_at timestamptz not null,
  primary key (user_id, specialist_id)
);
create index specialist_views_recent on specialist_views (user_id, viewed_at desc);
