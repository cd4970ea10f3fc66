-- An e-mail may carry a calendar invitation (iCalendar text and its iTIP method), sent as a text/calendar part.
alter table mail_outbox add column calendar_method text check (calendar_method in ('REQUEST', 'CANCEL'));
alter table mail_outbox add column calendar_body text;
alter table mail_outbox add constraint mail_outbox_calendar_whole check ((calendar_method is null) = (calendar_body is null));
