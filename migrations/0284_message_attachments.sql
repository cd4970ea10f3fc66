-- A message's attachments are files of their own purpose (issue 33): read by the participants of the messages they are
-- attached to, not by the uploader's whole company.
alter table files drop constraint if exists files_purpose_check;
alter table files add constraint files_purpose_check check (purpose in ('photo', 'certificate', 'logo', 'screenshot', 'cv', 'content-image', 'contract', 'contractPdf', 'invoicePdf', 'actPdf', 'attachment'));
create index conversation_messages_files on conversation_messages using gin (file_ids) where cardinality(file_ids) > 0;
