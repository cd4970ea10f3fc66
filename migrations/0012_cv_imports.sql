-- CV imports: the uploaded CV, the job's progress and the proposal it made for the specialist editor.
create table cv_imports (
  id uuid primary key,
  company_id uuid not null references companies (id),
  user_id uuid not null references users (id),
  impersonator_id uuid references users (id),
  file_id uuid not null references files (id),
  status text not null default 'queued' check (status in ('queued', 'processing', 'done', 'failed')),
  progress integer not null default 0 check (progress between 0 and 100),
  proposal jsonb,
  error text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index cv_imports_company on cv_imports (company_id, created_at desc);
