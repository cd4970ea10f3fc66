// TEMPORARY STUB (to be replaced by the reference helper)
import type pg from 'pg';
export const postgresReferenceStore = (_pool: pg.Pool) => ({});
