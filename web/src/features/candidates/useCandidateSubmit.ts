import { useQueryClient } from '@tanstack/react-query';
import type { SubmissionErrors } from 'final-form';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { submitErrorsOf } from '../../kit/form/submitErrors';

type Success = { readonly message: string; readonly requestPath: string };

/**
 * Sends one answer or change of a candidate. A refusal usually means the candidate changed meanwhile, so every
 * candidate list and page is read again and the errors land on the form's fields; a success is announced and the
 * lists follow. Answers `undefined` on success, the field errors otherwise.
 */
export const useCandidateSubmit = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.interview.pathKey() });
  return async (send: () => Promise<unknown>, fields: readonly string[], success: Success): Promise<SubmissionErrors | undefined> => {
    try {
      await send();
    } catch (error) {
      void refresh();
      return submitErrorsOf(error, fields);
    }
    notify({ kind: 'success', ...success });
    await refresh();
    return undefined;
  };
};
