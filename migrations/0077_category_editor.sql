-- The managers' category editor (/manager/categories): places 1 to n among siblings, and one version per tree.

-- Places among siblings become 1 to n (the generated data counts in tens), in the order the lists already show.
update categories c
   set sort_order = ordered.place
  from (select id, row_number() over (partition by kind, parent_id order by sort_order, title, id)::int as place from categories) ordered
 where ordered.id = c.id and c.sort_order is distinct from ordered.place;

-- No two siblings share a place; checked at commit, since a reorder moves several rows in one transaction.
alter table categories
  add constraint categories_sibling_place unique nulls not distinct (kind, parent_id, sort_order) deferrable initially deferred;

-- One row per tree: every edit locks it (edits of one tree run one at a time) and moves its version, so an editor
-- that sends the version it read learns with a 409 that someone else changed the tree meanwhile.
create table category_trees (
  kind text primary key check (kind in ('specialist', 'solution')),
  version bigint not null default 0,
  updated_at timestamptz not null default now()
);
insert into category_trees (kind) values ('specialist'), ('solution') on conflict do nothing;
