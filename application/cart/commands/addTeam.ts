import { err, ok } from 'neverthrow';
import type { SpecialistSnapshot } from '../../../domain/cart/cart.availability';
import { notFound } from '../../shared/appError';
import { AddTeamInput } from '../schemas';
import { termsCommand } from './runCommand';

/** `add-specialists`: a whole team for one period; leaving a member out is refused ('Only full team bookings available'). */
export const addTeam = termsCommand(AddTeamInput, async (deps, { input, context }) => {
  const memberIds = await deps.teams.membersOf(input.teamId);
  if (!memberIds) return err(notFound('Team', 'team.not_found'));
  const snapshots = await deps.specialists.snapshots(memberIds);
  // In the team's own order; a card no longer found counts as missing, which the decision refuses.
  const members = memberIds.map(
    (id): SpecialistSnapshot =>
      snapshots.find((s) => s.specialistId === id) ?? {
        specialistId: id,
        status: 'missing',
        catalogPriceCents: 0,
        busy: [],
      },
  );
  return ok({
    ...context,
    action: 'addTeam',
    requestId: input.requestId ?? deps.newId(),
    teamId: input.teamId,
    members,
    chosenSpecialistIds: input.specialists,
    itemIds: members.map(() => deps.newId()),
  });
});
