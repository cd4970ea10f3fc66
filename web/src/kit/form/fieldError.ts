import type { FieldMetaState } from 'react-final-form';

/**
 * Whether a touched field shows its validation error: once the user has changed it, once a submit failed, or when the
 * form marked it without the user passing through it (the wizard's Continue, an edit form touching every field on
 * load). Tabbing through an empty form marks nothing red. Fields that subscribe to neither `modified` nor `visited`
 * keep the older rule: shown once touched.
 */
const showsValidation = (meta: FieldMetaState<unknown>): boolean =>
  meta.touched === true && (meta.modified !== false || meta.submitFailed === true || meta.visited !== true);

/** A field shows its validation error as `showsValidation` says, and the server's error until the user edits the field. */
export const fieldErrorOf = (meta: FieldMetaState<unknown>): string | undefined => {
  if (showsValidation(meta) && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
};
