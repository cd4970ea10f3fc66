-- Tells every app process, at the commit, that a table its per-process caches read from changed: the session lookup
-- (a session revoked or acting as someone else, a user blocked or moved, a company merged, a role's scopes) and the
-- card rules' categories (which have subcategories; not their counts, which every publication moves), the platform's
-- settings (booking limits, VAT, fee). The payload is the table's name; a process drops what it cached from it
-- (adapters/postgres/changeFeed.ts). A session's last_seen_at, written once a minute, tells nobody.
create function notify_table_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('table_changed', TG_TABLE_NAME);
  return null;
end $$;

create trigger sessions_changed after update of user_id, acting_as_user_id, revoked_at, created_at or delete or truncate on sessions
  for each statement execute function notify_table_changed();
create trigger users_changed after update or delete or truncate on users
  for each statement execute function notify_table_changed();
create trigger companies_changed after update or delete or truncate on companies
  for each statement execute function notify_table_changed();
create trigger roles_changed after update or delete or truncate on roles
  for each statement execute function notify_table_changed();
create trigger categories_changed after insert or update of kind, parent_id, is_active or delete or truncate on categories
  for each statement execute function notify_table_changed();
create trigger platform_settings_changed after insert or update or delete or truncate on platform_settings
  for each statement execute function notify_table_changed();
