create extension if not exists citext;
create extension if not exists pg_trgm;
create extension if not exists unaccent;
create extension if not exists btree_gin;
create extension if not exists pgcrypto;
