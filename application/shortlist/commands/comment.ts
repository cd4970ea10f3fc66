import { ok } from 'neverthrow';
import { CommentInput } from '../schemas';
import { shortlistCommand } from './runCommand';

/** `POST /api/shortlist/comment`: the caller's short comment on an entry, up to 2,000 characters. */
export const comment = shortlistCommand(CommentInput, (deps, input, context) =>
  ok({
    ...context,
    action: 'comment',
    listId: input.listId,
    entryId: input.entryId,
    commentId: deps.newId(),
    text: input.text,
  }),
);
