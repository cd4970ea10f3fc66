-- Reviews (issue 35): the read model of the review streams (`review-<candidateId>`, one per engagement), fed inline
-- by adapters/postgres/projections/reviews.ts. The streams stay the record (a hidden review and its reason included).
create table reviews (
  -- The engagement's candidate: one review per engagement.
  id uuid primary key,
  specialist_id uuid not null,
  client_id uuid not null references companies (id),
  agency_id uuid not null references companies (id),
  author_id uuid not null,
  emulated_by uuid,
  overall smallint not null check (overall between 1 and 5),
  skills smallint not null check (skills between 1 and 5),
  communication smallint not null check (communication between 1 and 5),
  reliability smallint not null check (reliability between 1 and 5),
  value smallint not null check (value between 1 and 5),
  text text not null,
  show_client_name boolean not null default false,
  written_at timestamptz not null,
  answer_text text,
  answered_at timestamptz,
  answered_by uuid,
  hidden_at timestamptz,
  hidden_by uuid,
  hidden_reason text,
  version bigint not null
);
create index reviews_specialist on reviews (specialist_id, written_at desc);
create index reviews_client on reviews (client_id, written_at desc);
create index reviews_agency on reviews (agency_id, written_at desc);

-- What the catalogue reads of a specialist's visible reviews: the count, the sum of overall scores and the
-- best-match term (domain/review/review.rules.ts `bestMatchReviewBand`, computed by the projection).
create table specialist_review_summary (
  specialist_id uuid primary key,
  visible_count integer not null,
  overall_sum integer not null,
  band smallint not null
);

-- The review term of the 'Best match' order: after 'verified' and 'available today', before the latest change.
alter table catalog_cards add column review_band smallint not null default 0;
drop index catalog_cards_best;
create index catalog_cards_best on catalog_cards (verified desc, available_now desc, review_band desc, updated_at desc, id);

-- A card (re)entering the catalogue takes the term its reviews already earned; the projection keeps it afterwards.
create function catalog_cards_review_band() returns trigger language plpgsql as $$
begin
  new.review_band := coalesce((select s.band from specialist_review_summary s where s.specialist_id = new.id), 0);
  return new;
end $$;
create trigger catalog_cards_review_band before insert on catalog_cards
  for each row execute function catalog_cards_review_band();
