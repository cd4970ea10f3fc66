-- Uploaded files (photos, certificates, logos, screenshots, CVs), bytes included: every app process reads the same
-- store, and a backup of the database is a backup of the files. The type is the one detected from the content.
create table files (
  id uuid primary key,
  company_id uuid not null references companies (id),
  uploader_id uuid not null references users (id),
  -- The manager acting as the uploader, when a manager acted as a user.
  impersonator_id uuid references users (id),
  purpose text not null check (purpose in ('photo', 'certificate', 'logo', 'screenshot', 'cv')),
  original_name text not null check (length(original_name) between 1 and 255),
  mime text not null,
  size integer not null check (size >= 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea not null,
  created_at timestamptz not null default now(),
  check (octet_length(bytes) = size)
);
create index files_company_purpose on files (company_id, purpose, created_at desc);
-- Large values go out of line anyway; images and PDFs are already compressed, so do not try again.
alter table files alter column bytes set storage external;
