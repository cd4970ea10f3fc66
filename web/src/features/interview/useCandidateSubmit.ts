import { useQueryClient } from '@tanstack/react-query';
import type { SubmissionErrors } from 'final-form';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { sendForm } from '../../kit/form/sendForm';

type Success = {
  readonly message: string;
  readonly requestPath: string;
  /** After the lists have followed (a dialog closes here). */
  readonly then?: () => void;
};

/**
 * Sends one answer or change of a candidate. A refusal usually means the candidate changed meanwhile, so every
 * candidate list and page is read again and the errors land on the form's fields; a success is announced and the
 * lists follow. Answers `undefined` on success, the field errors otherwise.
 */
export const useCandidateSubmit = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.interview.pathKey() });
  return async (
    send: () => Promise<unknown>,
    fields: readonly string[],
    { message, requestPath, then }: Success,
  ): Promise<SubmissionErrors | undefined> => {
    const errors = await sendForm(send, fields);
    if (errors) {
      void refresh();
      return errors;
    }
    notify({ kind: 'success', message, requestPath });
    await refresh();
    then?.();
    return undefined;
  };
};
