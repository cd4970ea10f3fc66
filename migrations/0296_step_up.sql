-- Step-up (issue 36): when the session's person last proved it is them again (a second factor, or the password where
-- none is enrolled). The acts that bind (signing, countersigning, approving an act, impersonating, payment details,
-- another user's role) ask for a proof within 5 minutes; the sign-in itself counts as one (created_at) until then.
alter table sessions add column stepped_up_at timestamptz;

-- A step-up changes what a cached session may do: every process drops its cached session lookups.
drop trigger sessions_changed on sessions;
create trigger sessions_changed
  after update of user_id, acting_as_user_id, revoked_at, created_at, stepped_up_at or delete or truncate on sessions
  for each statement execute function notify_table_changed();
