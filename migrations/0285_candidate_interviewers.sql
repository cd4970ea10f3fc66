-- The client's interviewers of a candidate's interview (issue 34, panels): user ids of the client's own people, invited
-- beside the contact. The collision rule reads every interviewer's other fixed interviews through the GIN index.
alter table candidates add column interviewer_ids uuid[] not null default '{}';
create index candidates_interviewer_ids on candidates using gin (interviewer_ids) where interview_at is not null;
