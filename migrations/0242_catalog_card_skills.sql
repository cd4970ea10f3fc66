-- The key skills of each catalogue card as rows (issue 35's request matching): counting a request's skills in common
-- per card is one index-only walk of (skill_id, card_id) instead of a visit to every card that shares one. Kept by a
-- trigger on `catalog_cards`, so every writer of the catalogue (its projection, the backfill, the bench) keeps it.
create table catalog_card_skills (
  skill_id uuid not null,
  card_id uuid not null references catalog_cards (id) on delete cascade,
  primary key (skill_id, card_id)
);
create index catalog_card_skills_card on catalog_card_skills (card_id);

create function catalog_card_skills_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.key_skill_ids is not distinct from old.key_skill_ids then return null; end if;
  if tg_op = 'UPDATE' then delete from catalog_card_skills where card_id = old.id; end if;
  insert into catalog_card_skills (skill_id, card_id)
    select distinct s, new.id from unnest(new.key_skill_ids) s on conflict do nothing;
  return null;
end $$;
create trigger catalog_card_skills_changed after insert or update of key_skill_ids on catalog_cards
  for each row execute function catalog_card_skills_changed();

insert into catalog_card_skills (skill_id, card_id)
  select distinct s, k.id from catalog_cards k, unnest(k.key_skill_ids) s on conflict do nothing;
