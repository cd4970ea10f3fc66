-- A thread's row holds its stream's version after every event (reads, edits, hides and reports too), so a message
-- can be decided on the row. Rows written before kept the version of their last message. The event store's tables
-- are made by the store at start-up, after the migrations: a new database has neither them nor threads.
do $$
begin
  if to_regclass('emt_messages') is not null then
    update conversation_threads t
       set version = m.version
      from (select stream_id, max(stream_position) as version from emt_messages
             where stream_id like 'conversation-%' group by stream_id) m
     where m.stream_id = 'conversation-' || t.subject_type || '-' || t.subject_id
       and t.version <> m.version;
  end if;
end $$;
