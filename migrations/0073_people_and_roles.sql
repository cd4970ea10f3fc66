-- People of a company, platform staff and roles.
-- A company-kind role says what its holder is inside the company: an owner or a member. The built-in owner roles
-- gain the scope of managing the company's people; the member roles hold the same work scopes without it.
alter table roles add column company_role text check (company_role in ('owner', 'member'));
alter table roles add column description text not null default '' check (length(description) <= 500);

update roles set company_role = 'owner', scopes = array_append(scopes, 'people:manage-own')
 where slug in ('agency-owner', 'client-owner') and not ('people:manage-own' = any (scopes));
update roles set company_role = 'owner' where slug in ('agency-owner', 'client-owner');

insert into roles (slug, title, kind, scopes, built_in, company_role) values
  ('agency-member', 'Agency member', 'agency',
   array['specialist:manage-own','solution:manage-own','company:manage-own','document:own','request:respond','act:own'], true, 'member'),
  ('client-member', 'Client member', 'client',
   array['cart:use','request:create','company:manage-own','document:own','candidate:view-own','solution:request'], true, 'member')
on conflict (slug) do nothing;
alter table roles add constraint roles_company_role_kind check ((kind = 'platform') = (company_role is null));

-- Every user registered so far registered their company (the demo users included): they are its owners, which
-- their agency-owner and client-owner roles already say.

-- An invitation to join a company (colleagues) or the platform (staff) with a role, accepted by registering from
-- the e-mailed link. The link's secret is stored as a SHA-256 digest.
create table invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id),
  email citext not null check (length(email) <= 254),
  role_id uuid references roles (id) on delete set null, -- null once its role is deleted (open ones are revoked then)
  token_hash text not null unique,
  invited_by uuid references users (id),
  emulated_by uuid references users (id),
  sent_count integer not null default 1,
  created_at timestamptz not null default now(),
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_user_id uuid references users (id),
  revoked_at timestamptz
);
-- One open invitation per e-mail and company: inviting again re-sends it.
create unique index invitations_open on invitations (company_id, email) where accepted_at is null and revoked_at is null;
create index invitations_company on invitations (company_id, created_at desc);
