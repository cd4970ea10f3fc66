-- The manager's review comes before the agency hears of a candidate (issue 32): the candidate row records when the
-- manager passed the request on. Candidates that already left the review were known to their agency under the old
-- rule (it heard of every request at once), so they count as passed on; those still in review wait for the manager.
alter table candidates add column passed_to_agency_at timestamptz;
update candidates set passed_to_agency_at = updated_at where status <> 'review_by_manager';
create index candidates_agency_passed on candidates (agency_id, created_at desc) where passed_to_agency_at is not null;
