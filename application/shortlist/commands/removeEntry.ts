import { ok } from 'neverthrow';
import { RemoveFromShortlistInput } from '../schemas';
import { shortlistCommand } from './runCommand';

/** `POST /api/shortlist/remove`: the entry leaves the list (its votes and comments stay in the history); safe to repeat. */
export const removeEntry = shortlistCommand(RemoveFromShortlistInput, (_deps, input, context) =>
  ok({ ...context, action: 'removeEntry', listId: input.listId, entryId: input.entryId }),
);
