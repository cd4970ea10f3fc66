import { z } from 'zod';

/** Input pieces every moderated item shares (specialist cards, solutions); the web imports them with the areas' schemas. */

/** The words every moderated item's editor uses for the two commonest mistakes, so both areas say them alike. */
export const fieldMessages = {
  required: 'Required field',
  max: (n: number) => `Must be at most ${n} characters`,
};

/** An absolute http(s) address with a host: what a browser can open, never a `javascript:` or `data:` link. */
export const isWebLink = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
};

export const webLinkMessage = 'Enter a valid link starting with http:// or https://';

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

/** A yes-or-no filter of a list in the query string: true, false, 1 or 0. */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { error: 'Use true or false' })])
  .transform((v) => v === true || v === 'true' || v === '1');

/** The manager's lists can show only the items changed since a manager last verified them. */
export const changedSinceVerificationFilter = { changedSinceVerification: queryFlag.optional() };

/** `isArchiveExport` of the Excel exports: true, false, 1 or 0. */
export const archiveExportFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .default(false);

/** The statuses a list can show: every one but `new` (never saved) and `deleted` (gone for good). */
export const listedStatusesOf = <Status extends string>(statuses: readonly Status[]) =>
  statuses.filter((s) => s !== 'new' && s !== 'deleted') as unknown as readonly [
    Exclude<Status, 'new' | 'deleted'>,
    ...Exclude<Status, 'new' | 'deleted'>[],
  ];

/** The paging, sorting, search and status filter of the agency's and the manager's lists. */
export const listFields = <Status extends string>(
  statuses: readonly [Status, ...Status[]],
  sortFields: readonly string[],
) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${sortFields.join('|')})$`), 'Unknown sort field')
    .default('-updatedAt'),
  search: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
  status: statusListFilter(statuses).optional(),
});

/** One page of an item's history, newest first. */
export const historyPaging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(50),
};

/** The moment an item is rebuilt as of. */
export const asOfMoment = z.coerce.date({ error: 'Enter a valid date and time' });

/**
 * The inputs every moderated item's use cases take, named by the area's id (`specialistId`, `solutionId`): the id
 * alone, a save (a new item has no id yet), a manager's save or publish (the content optional), a bare action, a page
 * of history, a moment to rebuild the item as of.
 */
export const itemInputs = <IdKey extends string>(idKey: IdKey, idField: z.ZodUUID) => {
  const id = { [idKey]: idField } as { [K in IdKey]: z.ZodUUID };
  const newOrId = { [idKey]: idField.optional() } as { [K in IdKey]: z.ZodOptional<z.ZodUUID> };
  return {
    IdInput: z.object(id),
    SaveInput: z.object({ ...newOrId, version: versionField, content: z.unknown() }),
    ManagerSaveInput: z.object({ ...id, version: versionField, content: z.unknown() }),
    PublishInput: z.object({ ...id, version: versionField, content: z.unknown().optional() }),
    ActionInput: z.object({ ...id, version: versionField }),
    HistoryInput: z.object({ ...id, ...historyPaging }),
    AsOfInput: z.object({ ...id, at: asOfMoment }),
  };
};

/* ---- Answers ---- */

/** The rejection a manager gave, as the agency reads it. */
export const rejectionOutput = z
  .object({ reasons: z.array(z.string()).readonly(), comment: z.string() })
  .readonly()
  .nullable();

/**
 * The fields every moderated item's list row has, whatever the area: who owns it, where it is in its lifecycle, the
 * manager's rejection, the version to edit, the times, and what the caller may do to it now (from the status table).
 */
export const itemRowOutput = <Status extends string, Action extends string>(
  statuses: readonly [Status, ...Status[]],
  actions: readonly Action[],
) =>
  z.object({
    id: z.string(),
    agencyId: z.string(),
    agencyName: z.string(),
    status: z.enum(statuses),
    rejection: rejectionOutput,
    version: z.number(),
    createdAt: z.date(),
    updatedAt: z.date(),
    publishedAt: z.date().nullable(),
    /** When a manager last published or saved the item, and whether the agency edited it in the catalogue since. */
    verifiedAt: z.date().nullable(),
    changedSinceVerification: z.boolean(),
    allowedActions: z.array(z.enum(actions as readonly [Action, ...Action[]])),
  });

/** A page of a list: its rows, `meta` (page, count, total) and the count per status for the filter tabs. */
export const listPageOutput = <Row extends z.ZodType>(row: Row) =>
  z.object({
    items: z.array(row).readonly(),
    meta: z.object({ page: z.number(), count: z.number(), total: z.number() }),
    statusCounts: z.record(z.string(), z.number()),
  });
