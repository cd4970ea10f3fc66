import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { validationError, type AppError, type FieldIssue } from './appError';

/** zod issues as field errors: `company.name` for nested fields, `_` for the whole input. */
export const fieldIssuesOf = (error: z.ZodError): FieldIssue[] =>
  error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : '_',
    message: issue.message,
    code: issue.code,
  }));

export const parse = <Schema extends z.ZodType>(schema: Schema, raw: unknown): Result<z.output<Schema>, AppError> => {
  const parsed = schema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err(validationError(fieldIssuesOf(parsed.error)));
};
