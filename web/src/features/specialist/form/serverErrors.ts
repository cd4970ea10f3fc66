import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { errorMessageOf } from '../../../app/notify';
import { isAppClientError } from '../../../app/trpc';

/** The server names card fields `content.shared.photoId`; the form holds them without `content.`. */
export const cardSubmitErrors = (error: unknown): SubmissionErrors => {
  let errors: Record<string, unknown> = {};
  const issues = isAppClientError(error) ? (error.data?.issues ?? []) : [];
  for (const issue of issues) {
    const field = issue.field.replace(/^content\./, '');
    if (/^(shared|texts|workingConditions|agencyReservations|review)\./.test(field)) errors = setIn(errors, field, issue.message) as Record<string, unknown>;
  }
  if (Object.keys(errors).length === 0) errors[FORM_ERROR] = errorMessageOf(error);
  return errors;
};
