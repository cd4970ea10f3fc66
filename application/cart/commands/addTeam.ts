import { err, ok, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { todayOf, type CartDeps } from '../cartPorts';
import type { CartView } from '../cartView';
import { asCartOwner } from '../policies';
import { AddTeamInput } from '../schemas';
import { checkTerms } from '../termsErrors';
import { runCartCommand } from './runCartCommand';

/** `add-specialists`: a whole team for one period; leaving a member out is refused ('Only full team bookings available'). */
export const addTeam =
  (deps: CartDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CartView, AppError>> => {
    const owner = asCartOwner(actor);
    if (owner.isErr()) return err(owner.error);
    const input = parse(AddTeamInput, raw);
    if (input.isErr()) return err(input.error);
    const { teamId, specialists: chosen, startPeriod, endPeriod, workFormat, hours } = input.value;
    const today = todayOf(deps.clock);
    const limits = await deps.bookingLimits();
    const terms = checkTerms(input.value, today, limits);
    if (terms.isErr()) return err(terms.error);
    const memberIds = await deps.teams.membersOf(teamId);
    if (!memberIds) return err(notFound('Team', 'team.not_found'));
    const members = await deps.specialists.snapshots(memberIds);
    return runCartCommand(deps, owner.value, () => ok({
      action: 'addTeam', clientId: owner.value.companyId, today, limits, metadata: metadataOf(owner.value, deps.clock.now()),
      requestId: input.value.requestId ?? deps.newId(), teamId, members, chosenSpecialistIds: chosen, itemIds: members.map(() => deps.newId()),
      period: { startPeriod, endPeriod }, workFormat, hours: workFormat === 'part-time' ? hours : null,
    }));
  };
