-- Agencies invited to respond to a published client request because their cards match it (issue 35): one row per
-- request and agency, written in the publication's transaction with the e-mails, so an agency is invited once per
-- request however often the request is published again.
create table client_request_match_invitations (
  request_id uuid not null references client_requests (id),
  agency_id uuid not null references companies (id),
  invited_at timestamptz not null,
  primary key (request_id, agency_id)
);
