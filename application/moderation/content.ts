import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { validationError, type AppError } from '../shared/appError';
import { fieldIssuesOf } from '../shared/parse';

/** A draft is checked for limits and formats only; review (and every edit of a published item) for everything. */
export type ContentMode = 'draft' | 'review';

/** The editor's content parsed by the area's schema for the mode; its field errors are reported under `content.`. */
export const parseContentWith = <Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
): Result<z.output<Schema>, AppError> => {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return ok(parsed.data);
  return err(
    validationError(
      fieldIssuesOf(parsed.error).map((i) => ({ ...i, field: i.field === '_' ? 'content' : `content.${i.field}` })),
    ),
  );
};
