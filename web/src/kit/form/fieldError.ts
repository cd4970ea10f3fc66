import type { FieldMetaState } from 'react-final-form';

/** A field shows its validation error once touched, and the server's error until the user edits the field. */
export const fieldErrorOf = (meta: FieldMetaState<unknown>): string | undefined => {
  if (meta.touched && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
};
