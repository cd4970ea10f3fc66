-- The manager's verification of cards and solutions (domain/moderation/verification.ts): when a manager last published
-- or saved the item, and whether its agency edited it in the catalogue since. The projections write both from the
-- domain's state; the manager's lists filter on the flag.
alter table specialist_cards
  add column verified_at timestamptz,
  add column changed_since_verification boolean not null default false;
create index specialist_cards_changed on specialist_cards (updated_at desc) where changed_since_verification;

alter table solutions
  add column verified_at timestamptz,
  add column changed_since_verification boolean not null default false;
create index solutions_changed on solutions (updated_at desc) where changed_since_verification;
