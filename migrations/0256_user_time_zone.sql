-- The clock a user reads interview times on (issue 34): an IANA zone, remembered from the user's browser or chosen on
-- the profile; null until known. E-mails add the time on this clock under the UTC time they always name.
alter table users add column time_zone text;
