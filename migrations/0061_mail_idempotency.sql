-- E-mails exactly once per cause (adapters/mail/outbox.ts, mailWorker.ts): every outbox row carries the key of what
-- caused it (the event's stream and position, the mail's kind and its recipient; or the one-time link's id), unique,
-- so a replayed projection or a retried command stores no second copy. A delivery claims its row first ('sending'
-- with the moment of the claim), so two workers or a retried job never hand one mail to the transport twice.
alter table mail_outbox
  add column idempotency_key text,
  add column claimed_at timestamptz;

-- Rows older than the key are their own cause.
update mail_outbox set idempotency_key = 'legacy:' || id where idempotency_key is null;
alter table mail_outbox alter column idempotency_key set not null;
create unique index mail_outbox_idempotency_key on mail_outbox (idempotency_key);

alter table mail_outbox drop constraint mail_outbox_status_check;
alter table mail_outbox add constraint mail_outbox_status_check check (status in ('pending', 'sending', 'sent', 'stored', 'failed'));
