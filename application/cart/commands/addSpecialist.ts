import { err, ok } from 'neverthrow';
import { notFound } from '../../shared/appError';
import { AddSpecialistInput } from '../schemas';
import { termsCommand } from './runCommand';

/** `add-specialist`: the specialist goes into the cart for the period, if the card is bookable then. */
export const addSpecialist = termsCommand(AddSpecialistInput, async (deps, { input, context }) => {
  const [specialist] = await deps.specialists.snapshots([input.specialistUuid]);
  if (!specialist || specialist.status === 'missing') return err(notFound('Specialist', 'specialist.not_found'));
  return ok({
    ...context,
    action: 'addSpecialist',
    requestId: input.requestId ?? deps.newId(),
    itemId: deps.newId(),
    specialist,
  });
});
