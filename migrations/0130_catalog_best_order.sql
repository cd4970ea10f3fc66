-- The catalogue's default order, best matches first (issue 18), and a search whose cost does not grow with the
-- number of matches (issue 17). Both are walks of one btree index in the order of a static quality:
--   verified first, then available today, then the most recently changed card.
-- 'Available today' depends on the day: it is kept for the day in `catalog_availability_day` (the read model moves
-- it to the app's today before its first list of a day, in one statement), by the catalogue's projection when a card
-- is written, and by a trigger when a client booking is added or removed.
alter table catalog_cards
  add column updated_at timestamptz,
  add column available_now boolean not null default true,
  -- The part of the search text that says what the specialist is (specialization and key skills): a match here
  -- ranks before one only in the description or projects. Its own column, so the planner knows how common a term is
  -- there (the weights of the full vector are invisible to its statistics).
  add column search_title tsvector not null default ''::tsvector;

create table catalog_availability_day (
  one boolean primary key default true check (one),
  day date not null
);
insert into catalog_availability_day (day) values (current_date);

-- Free on the day: no 'not available' period of the agency and no client booking covers it.
create function catalog_available_on(card uuid, unavailable datemultirange, day date) returns boolean
  language sql stable as $$
    select not (unavailable @> day) and not exists (select 1 from specialist_bookings b where b.specialist_id = card and b.period @> day)
  $$;

-- One pass over the rows that exist: the last change of the card, the title part of its search text, today's availability.
update catalog_cards k
   set updated_at = coalesce((select s.updated_at from specialist_cards s where s.id = k.id), k.published_at),
       search_title = strip(ts_filter(k.search, '{a}')),
       available_now = catalog_available_on(k.id, k.unavailable, (select day from catalog_availability_day));
alter table catalog_cards alter column updated_at set not null;

create index catalog_cards_best on catalog_cards (verified desc, available_now desc, updated_at desc, id);
create index catalog_cards_search_title on catalog_cards using gin (search_title);

-- A booking added, moved or removed changes the specialist's availability on the catalogue's day.
create function catalog_bookings_changed() returns trigger language plpgsql as $$
declare
  cards uuid[] := '{}';
begin
  if tg_op in ('INSERT', 'UPDATE') then cards := cards || new.specialist_id; end if;
  if tg_op in ('DELETE', 'UPDATE') then cards := cards || old.specialist_id; end if;
  update catalog_cards k set available_now = catalog_available_on(k.id, k.unavailable, d.day)
    from catalog_availability_day d
   where k.id = any(cards) and k.available_now is distinct from catalog_available_on(k.id, k.unavailable, d.day);
  return null;
end $$;
create trigger catalog_bookings_changed after insert or update or delete on specialist_bookings
  for each row execute function catalog_bookings_changed();
