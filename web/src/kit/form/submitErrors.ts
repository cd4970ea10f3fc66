import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { errorMessageOf } from '../../app/notify';
import { isAppClientError } from '../../app/trpc';

/**
 * A failed call as react-final-form submit errors: the server's field issues at their fields,
 * everything else as the form's own error, so the user reads each message where it applies.
 */
export const submitErrorsOf = (error: unknown, formFields: readonly string[]): SubmissionErrors => {
  let errors: Record<string, unknown> = {};
  const unplaced: string[] = [];
  const issues = isAppClientError(error) ? (error.data?.issues ?? []) : [];
  for (const issue of issues) {
    if (formFields.includes(issue.field)) errors = setIn(errors, issue.field, issue.message) as Record<string, unknown>;
    else unplaced.push(issue.message);
  }
  const hasFieldErrors = Object.keys(errors).length > 0;
  if (!hasFieldErrors || unplaced.length > 0) errors[FORM_ERROR] = unplaced.length > 0 ? unplaced.join(' ') : errorMessageOf(error);
  return errors;
};
