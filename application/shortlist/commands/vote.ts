import { ok } from 'neverthrow';
import { VoteInput } from '../schemas';
import { shortlistCommand } from './runCommand';

/** `POST /api/shortlist/vote`: the caller's one vote on an entry, up, down or none; changing it replaces it. */
export const vote = shortlistCommand(VoteInput, (_deps, input, context) =>
  ok({ ...context, action: 'vote', listId: input.listId, entryId: input.entryId, vote: input.vote }),
);
