-- One number that changes with every change anonymous catalogue answers are made of: a publication, hiding, blocking,
-- verification or edit of a card (catalog_cards), a booking (specialist_bookings), a category's title or counts,
-- a solution's publication (solution_catalog). Anonymous answers are cached under it (adapters/http/anonymousCache.ts):
-- it is read in every request, so every app process sees a change at its commit.
create table catalog_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into catalog_version (id, version) values (true, 1);

create function bump_catalog_version() returns trigger language plpgsql as $$
begin
  update catalog_version set version = version + 1;
  return null;
end $$;

create trigger catalog_cards_version after insert or update or delete or truncate on catalog_cards
  for each statement execute function bump_catalog_version();
create trigger specialist_bookings_version after insert or update or delete or truncate on specialist_bookings
  for each statement execute function bump_catalog_version();
create trigger categories_version after insert or update or delete or truncate on categories
  for each statement execute function bump_catalog_version();
create trigger solution_catalog_version after insert or update or delete or truncate on solution_catalog
  for each statement execute function bump_catalog_version();
