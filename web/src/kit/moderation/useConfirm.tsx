import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import type { Confirmation } from './itemActions';

type Asked = {
  readonly question: Omit<Confirmation, 'message'> & { readonly message: string };
  readonly answer: (ok: boolean) => void;
};

/** A question asked from inside a submit (`if (!(await confirm.ask(...))) return`), and its dialog to render once. */
export const useConfirm = (): {
  readonly ask: (question: Asked['question']) => Promise<boolean>;
  readonly dialog: ReactNode;
} => {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = (question: Asked['question']) =>
    new Promise<boolean>((resolve) =>
      setAsked({
        question,
        answer: (ok) => {
          setAsked(null);
          resolve(ok);
        },
      }),
    );
  const dialog = (
    <ConfirmDialog
      opened={asked !== null}
      title={asked?.question.title ?? ''}
      message={asked?.question.message ?? ''}
      confirmLabel={asked?.question.button ?? 'Confirm'}
      onConfirm={() => asked?.answer(true)}
      onCancel={() => asked?.answer(false)}
    />
  );
  return { ask, dialog };
};
