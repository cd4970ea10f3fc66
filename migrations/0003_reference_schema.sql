-- Reference data: plain tables read by every area. Rows come from 0004 (generated) and, for categories, from managers later.

-- Search text: lower case without accents, so 'zurich' finds 'Zürich'. unaccent() is only stable; this wrapper pins the dictionary.
create function reference_search_text(value text) returns text
  language sql immutable strict parallel safe
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

create table countries (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name text not null check (length(name) between 1 and 100),
  native_name text not null,
  continent text not null,
  dial_codes text[] not null default '{}',
  search_name text generated always as (reference_search_text(name)) stored
);
create index countries_search_name on countries using gin (search_name gin_trgm_ops);

create table cities (
  id uuid primary key,
  country_code text not null references countries (code),
  name text not null check (length(name) between 1 and 100),
  state_code text,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  -- Order of relevance inside the country: the capital first, then the largest.
  rank integer not null,
  search_name text generated always as (reference_search_text(name)) stored,
  unique (country_code, rank)
);
create index cities_search_name_trgm on cities using gin (search_name gin_trgm_ops);
create index cities_search_name_prefix on cities (search_name text_pattern_ops);

create table categories (
  id uuid primary key default gen_random_uuid(),
  -- Specialist catalogue categories and solution catalogue categories are two separate trees.
  kind text not null default 'specialist' check (kind in ('specialist', 'solution')),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
  title text not null check (length(title) between 1 and 100),
  parent_id uuid references categories (id),
  sort_order integer not null default 0,
  is_active boolean not null default true,
  -- Maintained by the catalogue projection: published specialists in this category (a top category counts its subcategories).
  published_specialists_count integer not null default 0 check (published_specialists_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (kind, slug),
  check (parent_id is distinct from id)
);
create index categories_tree on categories (kind, parent_id, sort_order);
create index categories_parent on categories (parent_id);

create table specializations (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (length(title) between 1 and 100),
  sort_order integer not null default 0,
  is_active boolean not null default true
);
create unique index specializations_title on specializations (lower(title));

create table specialization_categories (
  specialization_id uuid not null references specializations (id) on delete cascade,
  category_id uuid not null references categories (id) on delete cascade,
  primary key (specialization_id, category_id)
);
create index specialization_categories_category on specialization_categories (category_id, specialization_id);

create table key_skills (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 100),
  kind text,
  -- Skills typed in by users may be stored unapproved: saved on their card, not offered to others until approved.
  approved boolean not null default true,
  search_title text generated always as (reference_search_text(title)) stored,
  created_at timestamptz not null default now()
);
create unique index key_skills_title on key_skills (lower(title));
create index key_skills_search_trgm on key_skills using gin (search_title gin_trgm_ops);
create index key_skills_search_prefix on key_skills (search_title text_pattern_ops);

-- Popular key skills of a specialization, in the order the skill picker suggests them.
create table specialization_key_skills (
  specialization_id uuid not null references specializations (id) on delete cascade,
  key_skill_id uuid not null references key_skills (id) on delete cascade,
  position integer not null,
  primary key (specialization_id, key_skill_id),
  unique (specialization_id, position)
);

create table work_industries (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null check (length(title) between 1 and 100),
  sort_order integer not null default 0
);

create table languages (
  code text primary key check (code ~ '^[a-z]{2}$'),
  name text not null,
  native_name text not null,
  sort_order integer not null default 0
);

-- Small fixed lists served by /api/enum/list; other areas store the ids.
create table enum_values (
  type text not null check (type in ('LanguageLevel', 'EducationLevel', 'EngagementType', 'EmployeesCount', 'DocumentStatus', 'WithoutVATArticle')),
  id text not null check (length(id) between 1 and 50),
  title text not null,
  sort_order integer not null default 0,
  primary key (type, id)
);

create table social_networks (
  id text primary key check (id ~ '^[a-z0-9_]+$'),
  title text not null,
  link_prefix text,
  sort_order integer not null default 0
);

-- One row of platform-wide numbers. Rates are basis points: 100 bp = 1 %.
create table platform_settings (
  singleton boolean primary key default true check (singleton),
  min_reservation_days integer not null check (min_reservation_days between 1 and 3650),
  max_reservation_days integer not null check (max_reservation_days between 1 and 3650),
  vat_rate_basis_points integer not null check (vat_rate_basis_points between 0 and 10000),
  -- Markup on the agency's hourly rate that gives the catalogue price: 2500 bp makes 100 into 125.
  service_fee_basis_points integer not null check (service_fee_basis_points between 0 and 100000),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  updated_at timestamptz not null default now(),
  check (min_reservation_days <= max_reservation_days)
);
