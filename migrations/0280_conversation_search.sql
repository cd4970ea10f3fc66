-- Search by text in the conversations (issue 33): trigram indexes answer `ilike '%word%'` over the originals (staff
-- and the sender's own side) and over the masked copies (what the other market side reads) without reading every message.
create index conversation_messages_text_trgm on conversation_messages using gin (text gin_trgm_ops);
create index conversation_messages_masked_trgm on conversation_messages using gin (masked_text gin_trgm_ops)
  where masked_text is not null;
-- The manager's list of reported messages, newest report first.
create index conversation_reports_latest on conversation_reports (reported_at desc);
