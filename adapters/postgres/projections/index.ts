import type { InlineProjections } from '../eventStore';

/** Read models updated in the same transaction as each append; areas add theirs here. */
export const inlineProjections: InlineProjections = [];
