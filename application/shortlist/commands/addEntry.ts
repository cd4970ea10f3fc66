import { err, ok } from 'neverthrow';
import { notFound } from '../../shared/appError';
import { AddToShortlistInput } from '../schemas';
import { shortlistCommand } from './runCommand';

/** `POST /api/shortlist/add`: save a published specialist to a list (saving one already there changes nothing). */
export const addEntry = shortlistCommand(AddToShortlistInput, async (deps, input, context) => {
  const [card] = await deps.specialists.snapshots([input.specialistUuid]);
  // Only what the catalogue shows can be saved; a card that left it stays in the lists that hold it.
  if (!card || card.status !== 'published') return err(notFound('Specialist', 'specialist.not_found'));
  return ok({
    ...context,
    action: 'addEntry',
    listId: input.listId,
    entryId: deps.newId(),
    specialistId: input.specialistUuid,
  });
});
