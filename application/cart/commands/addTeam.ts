import { err, ok } from 'neverthrow';
import { notFound } from '../../shared/appError';
import { AddTeamInput } from '../schemas';
import { termsCommand } from './runCartCommand';

/** `add-specialists`: a whole team for one period; leaving a member out is refused ('Only full team bookings available'). */
export const addTeam = termsCommand(AddTeamInput, async (deps, { input, context }) => {
  const memberIds = await deps.teams.membersOf(input.teamId);
  if (!memberIds) return err(notFound('Team', 'team.not_found'));
  const members = await deps.specialists.snapshots(memberIds);
  return ok({
    ...context, action: 'addTeam', requestId: input.requestId ?? deps.newId(), teamId: input.teamId, members,
    chosenSpecialistIds: input.specialists, itemIds: members.map(() => deps.newId()),
  });
});
