import { err, ok, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { todayOf, type CartDeps } from '../cartPorts';
import type { CartView } from '../cartView';
import { asCartOwner } from '../policies';
import { AddSpecialistInput } from '../schemas';
import { checkTerms } from '../termsErrors';
import { runCartCommand } from './runCartCommand';

/** `add-specialist`: the specialist goes into the cart for the period, if the card is bookable then. */
export const addSpecialist =
  (deps: CartDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CartView, AppError>> => {
    const owner = asCartOwner(actor);
    if (owner.isErr()) return err(owner.error);
    const input = parse(AddSpecialistInput, raw);
    if (input.isErr()) return err(input.error);
    const { specialistUuid, startPeriod, endPeriod, workFormat, hours } = input.value;
    const today = todayOf(deps.clock);
    const limits = await deps.bookingLimits();
    const terms = checkTerms(input.value, today, limits);
    if (terms.isErr()) return err(terms.error);
    const [specialist] = await deps.specialists.snapshots([specialistUuid]);
    if (!specialist || specialist.status === 'missing') return err(notFound('Specialist', 'specialist.not_found'));
    return runCartCommand(deps, owner.value, () => ok({
      action: 'addSpecialist', clientId: owner.value.companyId, today, limits, metadata: metadataOf(owner.value, deps.clock.now()),
      requestId: input.value.requestId ?? deps.newId(), itemId: deps.newId(), specialist,
      period: { startPeriod, endPeriod }, workFormat, hours: workFormat === 'part-time' ? hours : null,
    }));
  };
