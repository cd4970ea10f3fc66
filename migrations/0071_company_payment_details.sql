-- Bank accounts a company is paid to; contracts use the default one. A company with entries has exactly one default.
create table company_payment_details (
  id uuid primary key,
  company_id uuid not null references companies (id),
  bank_name text not null check (length(bank_name) between 1 and 200),
  account text not null check (account ~ '^[A-Z0-9]{4,34}$'),
  swift text not null check (swift ~ '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  bank_address text not null default '' check (length(bank_address) <= 500),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index company_payment_details_company on company_payment_details (company_id, created_at);
-- At most one default per company, whatever two requests do at once (the use case keeps at least one).
create unique index company_payment_details_one_default on company_payment_details (company_id) where is_default;
