// TEMPORARY STUB (to be replaced by the reference helper)
export type ReferenceStore = Record<string, never>;
export const referenceService = (_deps: { store: ReferenceStore }) => ({});
export type ReferenceService = ReturnType<typeof referenceService>;
