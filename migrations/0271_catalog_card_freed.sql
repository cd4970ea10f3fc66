-- Days a published card became free again (issue 35's saved searches): a client booking released (a cart item
-- removed, a request declined or cancelled, a candidate declined or rejected, so the reservation is freed), a booking
-- moved, or an agency's 'not available' period taken back. Written by triggers in the transaction that frees the days,
-- whoever frees them; the digest job reads the rows after a search's `freed_seen` position: a card freed over the
-- search's period that matches it now and was never told is 'newly available'.
create table catalog_card_freed (
  position bigserial primary key,
  specialist_id uuid not null,
  period daterange not null
);
create index catalog_card_freed_specialist on catalog_card_freed (specialist_id);

-- What was freed before a search was saved is in its matches at saving (counted as told), so a search reads only later rows.
alter table saved_searches add column freed_seen bigint not null default 0;

create function catalog_booking_freed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    insert into catalog_card_freed (specialist_id, period) values (old.specialist_id, old.period);
  elsif old.specialist_id is distinct from new.specialist_id then
    insert into catalog_card_freed (specialist_id, period) values (old.specialist_id, old.period);
  elsif old.period is distinct from new.period then
    insert into catalog_card_freed (specialist_id, period)
      select old.specialist_id, p from unnest(datemultirange(old.period) - datemultirange(new.period)) p;
  end if;
  return null;
end $$;
create trigger catalog_booking_freed after update of specialist_id, period or delete on specialist_bookings
  for each row execute function catalog_booking_freed();

create function catalog_unavailable_freed() returns trigger language plpgsql as $$
begin
  insert into catalog_card_freed (specialist_id, period)
    select new.id, p from unnest(old.unavailable - new.unavailable) p;
  return null;
end $$;
create trigger catalog_unavailable_freed after update of unavailable on catalog_cards
  for each row when (old.unavailable is distinct from new.unavailable) execute function catalog_unavailable_freed();
