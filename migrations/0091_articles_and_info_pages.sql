-- Blog articles and news, and the information pages (application/content). Plain tables: every write also writes an
-- audit_log row (actor, impersonating manager) in the same transaction; `version` guards against a stale save.

-- Images of articles and pages have a purpose of their own (PNG or JPEG, public, redrawn like every image).
alter table files drop constraint if exists files_purpose_check;
alter table files add constraint files_purpose_check check (purpose in ('photo', 'certificate', 'logo', 'screenshot', 'cv', 'content-image'));

create table articles (
  id uuid primary key,
  type text not null check (type in ('blog', 'news')),
  title text not null check (length(title) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  description text not null default '',
  content jsonb not null default '[]',
  preview_file_id uuid references files (id),
  preview_small_file_id uuid references files (id),
  tags text[] not null default '{}',
  offer_demo boolean not null default false,
  sub_categories uuid[] not null default '{}',
  project_types text[] not null default '{}',
  is_active boolean not null default true,
  -- Null: not published yet; in the future: scheduled. Visible exactly when active and published_at <= now.
  published_at timestamptz,
  version integer not null default 1,
  created_by uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index articles_published on articles (published_at desc, id) where is_active and published_at is not null;
create index articles_type_published on articles (type, published_at desc, id) where is_active and published_at is not null;
create index articles_tags on articles using gin (tags);
create index articles_sub_categories on articles using gin (sub_categories);

-- Information pages by slug (about, partnership, ...). A page never edited is served from its default text in code.
create table info_pages (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  description text not null default '',
  content jsonb not null,
  version integer not null default 1,
  updated_by uuid,
  updated_at timestamptz not null
);

-- Messages of the feedback form: kept so a lost e-mail does not lose the message.
create table feedback_messages (
  id uuid primary key,
  name text not null,
  email citext not null,
  message text not null,
  address text not null,
  created_at timestamptz not null
);
