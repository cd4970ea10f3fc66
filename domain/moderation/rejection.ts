/** A manager's refusal of an item in moderation: reasons from a list and a free comment the agency reads. */
export type Rejection = { readonly reasons: readonly string[]; readonly comment: string };

/** A rejection needs at least one reason or a comment, or the agency cannot fix anything. */
export const givesAReason = (rejection: Rejection): boolean =>
  rejection.reasons.length > 0 || rejection.comment.trim() !== '';
