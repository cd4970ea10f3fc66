-- A specialist's gender has no default: a draft may leave it unset (sending to review asks for it), so the
-- catalogue's copy allows the unset value too.
alter table catalog_cards alter column gender drop not null;
