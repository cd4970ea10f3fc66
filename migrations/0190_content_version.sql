-- One number that changes with every change of what the public pages show beside the catalogue: articles and news,
-- information pages, terms versions, the platform's settings (prices are computed with its fee and VAT) and agency
-- teams (shown on the specialist page). With catalog_version (0150) it keys the cache of server-rendered pages
-- (adapters/http/pageCache.ts): read in every anonymous page request, so every app process sees a change at its commit.
create table content_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into content_version (id, version) values (true, 1);

create function bump_content_version() returns trigger language plpgsql as $$
begin
  update content_version set version = version + 1;
  return null;
end $$;

create trigger articles_content_version after insert or update or delete or truncate on articles
  for each statement execute function bump_content_version();
create trigger info_pages_content_version after insert or update or delete or truncate on info_pages
  for each statement execute function bump_content_version();
create trigger terms_versions_content_version after insert or update or delete or truncate on terms_versions
  for each statement execute function bump_content_version();
create trigger platform_settings_content_version after insert or update or delete or truncate on platform_settings
  for each statement execute function bump_content_version();
create trigger teams_content_version after insert or update or delete or truncate on teams
  for each statement execute function bump_content_version();
create trigger team_members_content_version after insert or update or delete or truncate on team_members
  for each statement execute function bump_content_version();
