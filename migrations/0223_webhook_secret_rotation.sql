-- Secret rotation (issue 37): after a rotation the previous signing secret still signs every delivery for 24 hours,
-- so a receiver can switch at its own pace (each delivery carries both signatures meanwhile).
alter table webhook_endpoints add column previous_secret text, add column previous_secret_until timestamptz;
