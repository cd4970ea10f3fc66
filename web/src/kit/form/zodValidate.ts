import { setIn, type ValidationErrors } from 'final-form';
import type { z } from 'zod';

/** Runs an application zod schema as a react-final-form validator: one message per field, at the field's path. */
export const zodValidate =
  <Schema extends z.ZodType>(schema: Schema) =>
  (values: object): ValidationErrors => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return undefined;
    let errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path === '') continue;
      // The first message of a field is the one the user has to fix first.
      if (errors[path] === undefined && !hasNested(errors, path))
        errors = setIn(errors, path, issue.message) as Record<string, unknown>;
    }
    return errors;
  };

const hasNested = (errors: Record<string, unknown>, path: string): boolean => {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node !== undefined;
};
