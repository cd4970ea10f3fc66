-- The company profile lives on the companies row itself: one source for the name every area shows and the facts
-- contracts, invoices and the solution editor's contact card read. Empty means not told yet (null).
alter table companies
  add column legal_name text check (length(legal_name) <= 300),
  add column country_code text references countries (code),
  add column city text check (length(city) <= 100),
  add column legal_address text check (length(legal_address) <= 500),
  add column postal_address text check (length(postal_address) <= 500),
  add column website text check (length(website) <= 2000),
  add column logo_file_id uuid references files (id),
  add column registration_number text check (length(registration_number) <= 50),
  add column tax_number text check (length(tax_number) <= 50),
  add column employees_count text check (length(employees_count) <= 50),
  add column description text check (length(description) <= 2000),
  -- VAT: null not told yet; a payer has its rate (basis points, 100 bp = 1 %); a non-payer names the legal article.
  add column vat_payer boolean,
  add column vat_rate_basis_points integer check (vat_rate_basis_points between 1 and 5000),
  add column without_vat_article text check (length(without_vat_article) <= 50),
  -- Raised by every profile change: an editor saving over a newer version gets a conflict, not a lost update.
  add column profile_version integer not null default 0,
  add constraint companies_vat_consistent check (
    (vat_payer is null and vat_rate_basis_points is null and without_vat_article is null)
    or (vat_payer and vat_rate_basis_points is not null and without_vat_article is null)
    or (not vat_payer and vat_rate_basis_points is null and without_vat_article is not null)
  );
