-- A fixed interview can be moved (issue 34): the new times one party proposed wait on the candidate row, with who
-- proposed them and why, until the other party picks one or the interview is cancelled.
alter table candidates add column reschedule jsonb;
