-- A saved search's reading of the freed days moves forward with each digest (issue 35): it remembers the snapshot it
-- read them under, and next reads only the rows that snapshot could not see. Positions alone would skip a release
-- whose transaction took its position before a later one and committed after the digest's read.
alter table catalog_card_freed add column freed_by xid8 not null default pg_current_xact_id();
create index catalog_card_freed_freed_by on catalog_card_freed (freed_by);

-- Null until the search's first reading (then only `freed_seen` says where it stands, as before).
alter table saved_searches add column freed_snapshot pg_snapshot;
