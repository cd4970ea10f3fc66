import { z } from 'zod';

/** Input pieces every moderated item shares (specialist cards, solutions); the web imports them with the areas' schemas. */

/** The version the editor loaded: a save on an older version is a conflict, not a silent overwrite. */
export const versionField = z.coerce.number({ error: 'Version must be a number' }).int().min(0).optional();

/** A manager's reasons for rejecting (from a list) and a comment; the domain asks for at least one of them. */
export const rejectionFields = (commentMax: number) => ({
  reasons: z.array(z.string().trim().min(1).max(300, 'Must be at most 300 characters')).max(20).default([]),
  comment: z.string().trim().max(commentMax, `Must be at most ${commentMax} characters`).default(''),
});

/** `status=draft,published` or `status[]=draft`: a list of known statuses. */
export const statusListFilter = <Status extends string>(statuses: readonly [Status, ...Status[]]) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(statuses, { error: 'Unknown status' })).max(statuses.length));

/** `isArchiveExport` of the Excel exports: true, false, 1 or 0. */
export const archiveExportFlag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1').default(false);
