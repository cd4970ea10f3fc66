import { err, ok, type Result } from 'neverthrow';
import { cartDecider } from '../../../domain/cart/cart.decide';
import type { CartEvent } from '../../../domain/cart/cart.events';
import { metadataOf, type Actor } from '../../shared/actor';
import { ruleBroken, validationError, type AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { parse } from '../../shared/parse';
import { cartStreamOf, todayOf } from '../../cart/cartPorts';
import { viewOfCart } from '../../cart/commands/runCartCommand';
import { nowOf, type InterviewDeps } from '../interviewPorts';
import { asRequestingClient } from '../policies';
import { CreateRequestInput } from '../schemas';
import { CONTRACT_REQUIRED } from '../queries/initRequest';
import { runCandidateCommand } from './runCandidateCommand';
import { checkSlots } from '../../../domain/interview/interview.slots';

export type CreatedRequest = { readonly requestId: string; readonly candidates: { readonly id: string; readonly specialistUuid: string }[] };

/**
 * `POST /api/specialist-request/create`: each chosen cart item becomes a candidate (its own stream, in review by the
 * manager), then the items leave the cart. Candidate ids come from the request id and the item, so repeating a
 * submission that failed half-way finishes it without creating anything twice.
 */
export const createRequest =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CreatedRequest, AppError>> => {
    const client = asRequestingClient(actor);
    if (client.isErr()) return err(client.error);
    const input = parse(CreateRequestInput, raw);
    if (input.isErr()) return err(input.error);
    const { requestId, contact, comment, specialists: chosen } = input.value;
    const clientId = client.value.companyId;
    if (!(await deps.contracts.hasSignedContract(clientId))) return err(ruleBroken('request.contract_required', CONTRACT_REQUIRED));

    const now = nowOf(deps.clock);
    for (const [index, choice] of chosen.entries()) {
      const slots = checkSlots(choice.slots, now);
      if (slots.isErr()) return err(validationError([{ field: `specialists.${index}.slots`, code: slots.error.code, message: slots.error.message }], slots.error.message));
    }

    const { events } = await deps.events.readStream<CartEvent>(cartStreamOf(clientId));
    const cart = events.reduce(cartDecider.evolve, cartDecider.initialState());
    const view = await viewOfCart(deps.cart, clientId, cart);
    const viewItems = new Map([...view.specialists.items, ...view.teams.items.flatMap((t) => t.specialists)].map((item) => [item.id, item]));
    const alreadySubmitted = cart.requestIds.has(requestId);

    const chosenIds = new Set(chosen.map((c) => c.id));
    const partTeam = view.teams.items.find((team) => team.specialists.some((m) => chosenIds.has(m.id)) && !team.specialists.every((m) => chosenIds.has(m.id)));
    if (partTeam) return err(ruleBroken('cart.full_team_only', 'Only full team bookings available'));

    const created: { id: string; specialistUuid: string }[] = [];
    for (const [index, choice] of chosen.entries()) {
      const candidateId = deps.candidateIdFor(requestId, choice.id);
      const item = viewItems.get(choice.id);
      if (!item) {
        if (alreadySubmitted) continue;
        return err(validationError([{ field: `specialists.${index}.id`, code: 'cart.item_not_found', message: 'This specialist is no longer in your request' }]));
      }
      if (!item.availability.available) {
        return err(ruleBroken('cart.specialist_unavailable', `${item.name} ${item.surname} cannot be booked for these dates any more: change the dates or remove them from the request`));
      }
      const owner = await deps.specialists.ownerOf(item.specialistUuid);
      if (!owner) return err(ruleBroken('cart.specialist_unavailable', 'This specialist is no longer in the catalogue'));
      const submitted = await runCandidateCommand(deps, candidateId, {
        action: 'submit', candidateId, now, metadata: metadataOf(client.value, deps.clock.now()),
        terms: {
          requestId, clientId, agencyId: owner.agencyId, specialistId: item.specialistUuid,
          period: { startPeriod: item.startPeriod, endPeriod: item.endPeriod }, workFormat: item.workFormat, hours: item.hours,
          clientHourPriceCents: item.priceCents, slots: choice.slots, contact, comment,
        },
      });
      if (submitted.isErr()) return err(submitted.error);
      created.push({ id: candidateId, specialistUuid: item.specialistUuid });
    }

    const emptied = await handleCommand(deps.events, cartDecider, cartStreamOf(clientId), {
      action: 'submitItems', clientId, today: todayOf(deps.clock), limits: await deps.cart.bookingLimits(),
      metadata: metadataOf(client.value, deps.clock.now()), requestId, itemIds: chosen.map((c) => c.id).filter((id) => viewItems.has(id)),
    });
    // The agency's e-mail is written with the cart's event (adapters/postgres/projections/interviewMails.ts).
    if (emptied.isErr() && !alreadySubmitted) return err(emptied.error);
    return ok({ requestId, candidates: created });
  };
