import type { SubmissionErrors } from 'final-form';
import { submitErrorsOf } from './submitErrors';

/**
 * Sends a form's values. A refusal comes back as react-final-form submit errors (the server's field issues at the
 * named fields, the rest above the form); a success runs `then` with the answer. Answers `undefined` on success.
 */
export const sendForm = async <Answer>(
  send: () => Promise<Answer>,
  fields: readonly string[],
  then?: (answer: Answer) => void,
): Promise<SubmissionErrors | undefined> => {
  let answer: Answer;
  try {
    answer = await send();
  } catch (error) {
    return submitErrorsOf(error, fields);
  }
  then?.(answer);
  return undefined;
};
