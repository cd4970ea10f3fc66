-- The cards an agency reserves for its team (`teamOnlyReserve`), which the cart refuses alone and a request's matches
-- leave out (issue 35): a small partial index, so the matching's anti-join reads only those cards' ids instead of every
-- card's content.
create index specialist_cards_team_only on specialist_cards (id)
  where (content -> 'workingConditions' ->> 'teamOnlyReserve')::boolean;
