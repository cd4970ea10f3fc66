-- The video call's link the agency or the manager entered for a candidate's interview (issue 34); null: the
-- platform's own room, made from the configured template.
alter table candidates add column video_url text;
