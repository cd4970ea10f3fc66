import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { errorMessageOf } from '../../../app/notify';
import { isAppClientError } from '../../../app/trpc';

/**
 * The server names content fields `content.<path>`; the form holds them without `content.`. Issues at paths the
 * form has (`formFields`) go to their fields; without any, the message is the form's own error.
 */
export const contentSubmitErrors = (error: unknown, formFields: RegExp): SubmissionErrors => {
  let errors: Record<string, unknown> = {};
  const issues = isAppClientError(error) ? (error.data?.issues ?? []) : [];
  for (const issue of issues) {
    const field = issue.field.replace(/^content\./, '');
    if (formFields.test(field)) errors = setIn(errors, field, issue.message) as Record<string, unknown>;
  }
  if (Object.keys(errors).length === 0) errors[FORM_ERROR] = errorMessageOf(error);
  return errors;
};

/** The specialist card's fields (`content.shared.photoId` is `shared.photoId` in the form). */
export const cardSubmitErrors = (error: unknown): SubmissionErrors => contentSubmitErrors(error, /^(shared|texts|workingConditions|agencyReservations|review)\./);
