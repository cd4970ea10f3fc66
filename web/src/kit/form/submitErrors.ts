import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { errorMessageOf } from '../../app/notify';
import { isAppClientError } from '../../app/trpc';

/** The fields a form holds: a list of names, or a test for nested paths (`shared.photoId`, `screenshotIds.2`). */
export type FormFields = readonly string[] | ((field: string) => boolean);

type Options = {
  /** What the server puts before the form's names (`content.` for an editor that holds the content itself). */
  readonly stripPrefix?: string;
};

/** A server issue: the field it is about (empty for the whole request) and the message. */
type Issue = { readonly field: string; readonly message: string };

const holds = (fields: FormFields, field: string): boolean =>
  typeof fields === 'function' ? fields(field) : fields.includes(field);

/**
 * A failed call as react-final-form submit errors: each server issue at its field when the form has that field,
 * everything else (issues at fields the form does not hold, refusals, lost connections) as the form's own error,
 * so no message is dropped: the form shows its own error in `FormErrorAlert`.
 */
export const submitErrorsOf = (error: unknown, formFields: FormFields, options: Options = {}): SubmissionErrors => {
  let errors: Record<string, unknown> = {};
  const unplaced: string[] = [];
  const issues: readonly Issue[] = isAppClientError(error) ? (error.data?.issues ?? []) : [];
  for (const issue of issues) {
    const field =
      options.stripPrefix && issue.field.startsWith(options.stripPrefix)
        ? issue.field.slice(options.stripPrefix.length)
        : issue.field;
    if (holds(formFields, field)) errors = setIn(errors, field, issue.message) as Record<string, unknown>;
    else unplaced.push(field ? `${issue.message} (${field})` : issue.message);
  }
  const placed = Object.keys(errors).length > 0;
  if (!placed || unplaced.length > 0)
    errors[FORM_ERROR] = unplaced.length > 0 ? unplaced.join(' ') : errorMessageOf(error);
  return errors;
};

/** Every error path under a react-final-form errors object, as dotted strings (to find the first one on the page). */
export const errorPaths = (errors: unknown, prefix = ''): string[] => {
  if (typeof errors === 'string') return [prefix];
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, value]) =>
    errorPaths(value, prefix ? `${prefix}.${key}` : key),
  );
};
