import { err, ok } from 'neverthrow';
import { notFound } from '../../shared/appError';
import { AddToShortlistInput } from '../schemas';
import { inCatalogueNow, subjectsNow } from '../shortlistSubjects';
import { shortlistCommand } from './runCommand';

/**
 * `POST /api/shortlist/add`: save a published specialist (`specialistUuid`) or an agency's team (`teamId`) to a list;
 * saving one already there changes nothing.
 */
export const addEntry = shortlistCommand(AddToShortlistInput, async (deps, input, context) => {
  const { listId } = input;
  const entryId = deps.newId();
  if (input.teamId !== undefined) {
    const subject = { kind: 'team', teamId: input.teamId } as const;
    // Only a team the catalogue offers whole can be saved; one that later leaves it stays in the lists that hold it.
    if (!inCatalogueNow(await subjectsNow(deps, [subject]), subject)) return err(notFound('Team', 'team.not_found'));
    return ok({ ...context, action: 'addEntry', listId, entryId, teamId: input.teamId });
  }
  const specialistId = input.specialistUuid ?? '';
  const [card] = await deps.specialists.snapshots([specialistId]);
  // Only what the catalogue shows can be saved; a card that left it stays in the lists that hold it.
  if (!card || card.status !== 'published') return err(notFound('Specialist', 'specialist.not_found'));
  return ok({ ...context, action: 'addEntry', listId, entryId, specialistId });
});
