import { err, ok, type Result } from 'neverthrow';
import type { SubmitItems } from '../../../domain/cart/cart.commands';
import { cartDecider } from '../../../domain/cart/cart.decide';
import type { CartError } from '../../../domain/cart/cart.errors';
import type { CartEvent } from '../../../domain/cart/cart.events';
import { candidateIdFor } from '../../../domain/interview/interview.candidateId';
import { candidateDecider } from '../../../domain/interview/interview.decide';
import { checkSlots } from '../../../domain/interview/interview.slots';
import { checkSlotsFree, type SlotCalendar } from '../../../domain/interview/interview.collisions';
import { metadataOf, type Actor } from '../../shared/actor';
import { admitCompanyAttempt } from '../../shared/abuseGuard';
import { conflict, ruleBroken, validationError, type AppError } from '../../shared/appError';
import { appendDecision, collisionAsConflict, handleCommand } from './runCommand';
import { parse } from '../../shared/parse';
import { cartStreamOf, todayOf, type CartDeps } from '../../cart/cartPorts';
import { candidateStreamOf, nowOf, type InterviewDeps } from '../interviewPorts';
import { asRequestingClient, interviewersOfClient } from '../policies';
import { CONTRACT_REQUIRED } from '../queries/initRequest';
import { CreateRequestInput } from '../schemas';

export type CreatedRequest = {
  readonly requestId: string;
  readonly candidates: { readonly id: string; readonly specialistUuid: string }[];
};

type Choice = { readonly id: string };

/** The cart's refusal, said about the row of the scheduling page it concerns. */
const refusalOf = async (
  cart: CartDeps,
  error: CartError,
  chosen: readonly Choice[],
  specialistOf: (itemId: string) => string | undefined,
): Promise<AppError> => {
  if (error.code === 'cart.request_already_sent') return conflict(error.message, error.code);
  const index = chosen.findIndex((choice) => choice.id === error.itemId);
  if (error.code === 'cart.item_not_found' && index >= 0) {
    return validationError([
      { field: `specialists.${index}.id`, code: error.code, message: 'This specialist is no longer in your request' },
    ]);
  }
  const specialistId = error.itemId === undefined ? undefined : specialistOf(error.itemId);
  if (error.code === 'cart.specialist_unavailable' && specialistId) {
    const card = (await cart.specialists.info([specialistId])).get(specialistId);
    return ruleBroken(
      error.code,
      `${card?.name ?? ''} ${card?.surname ?? ''} cannot be booked for these dates any more: change the dates or remove them from the request`,
    );
  }
  return ruleBroken(error.code, error.message);
};

/**
 * `POST /api/specialist-request/create`: the cart decides first whether the chosen items may leave it (still there,
 * bookable now, teams whole); each item it lets go becomes a candidate (its own stream, in review by the manager);
 * then the cart's decision is recorded, which writes the agency's e-mail. Candidate ids come from the request id and
 * the item, so repeating a submission that failed half-way finishes it without creating anything twice. A client
 * contacts at most 60 agencies an hour, one agency at most 30 times (429 with Retry-After).
 */
export const createRequest =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CreatedRequest, AppError>> => {
    const client = asRequestingClient(actor);
    if (client.isErr()) return err(client.error);
    const input = parse(CreateRequestInput, raw);
    if (input.isErr()) return err(input.error);
    const { requestId, contact, comment, specialists: chosen, timeZone, interviewers } = input.value;
    const clientId = client.value.companyId;
    if (!(await deps.contracts.hasSignedContract(clientId)))
      return err(ruleBroken('request.contract_required', CONTRACT_REQUIRED));
    const panel = await interviewersOfClient(deps.panels, clientId, interviewers);
    if (panel.isErr()) return err(panel.error);

    const now = nowOf(deps.clock);
    for (const [index, choice] of chosen.entries()) {
      const slots = checkSlots(choice.slots, now, timeZone);
      if (slots.isErr())
        return err(
          validationError(
            [{ field: `specialists.${index}.slots`, code: slots.error.code, message: slots.error.message }],
            slots.error.message,
          ),
        );
    }

    const cartStream = cartStreamOf(clientId);
    const { events: past, version } = await deps.events.readStream<CartEvent>(cartStream);
    const cart = past.reduce(cartDecider.evolve, cartDecider.initialState());
    const chosenIds = new Set(chosen.map((choice) => choice.id));
    const specialistOf = (itemId: string) => cart.items.find((item) => item.itemId === itemId)?.specialistId;
    const command: SubmitItems = {
      action: 'submitItems',
      clientId,
      requestId,
      itemIds: chosen.map((choice) => choice.id),
      today: todayOf(deps.clock),
      limits: await deps.cart.bookingLimits(),
      metadata: metadataOf(client.value, deps.clock.now()),
      specialists: await deps.cart.specialists.snapshots([
        ...new Set(cart.items.filter((item) => chosenIds.has(item.itemId)).map((item) => item.specialistId)),
      ]),
    };
    const decision = cartDecider.decide(command, cart);
    if (decision.isErr()) return err(await refusalOf(deps.cart, decision.error, chosen, specialistOf));
    // The same request sent again answers what the first sending created, and contacts nobody.
    const sentBefore = cart.submissions.get(requestId);
    if (sentBefore && decision.value.length === 0)
      return ok({
        requestId,
        candidates: sentBefore.map((item) => ({
          id: candidateIdFor(requestId, item.itemId),
          specialistUuid: item.specialistId,
        })),
      });

    const submitted = decision.value.flatMap((event) =>
      event.type === 'CartEmptiedBySubmission' ? (event.data.items ?? []) : [],
    );
    const owners = new Map<string, string>();
    for (const item of submitted) {
      const owner = await deps.specialists.ownerOf(item.specialistId);
      if (!owner)
        return err(ruleBroken('cart.specialist_unavailable', 'This specialist is no longer in the catalogue'));
      owners.set(item.itemId, owner.agencyId);
    }
    // Each agency the request writes to is one contact (60 an hour per client, 30 per client and agency); a repeated
    // submission that the cart already recorded contacts nobody and is not counted.
    for (const agencyId of new Set(owners.values())) {
      const admitted = await admitCompanyAttempt(deps, 'interviewContact', clientId, agencyId);
      if (admitted.isErr()) return err(admitted.error);
    }

    // The client's slots are free of its interviewers' other interviews and of the specialist's reservations: checked
    // for every specialist before any candidate is created (the decider checks again with the same calendar).
    const calendars = new Map<string, SlotCalendar>();
    for (const item of submitted) {
      const calendar = await deps.panels.slotCalendarOf({
        candidateId: candidateIdFor(requestId, item.itemId),
        specialistId: item.specialistId,
        interviewers,
        withNames: true,
      });
      const free = checkSlotsFree(chosen.find((choice) => choice.id === item.itemId)?.slots ?? [], calendar);
      if (free.isErr()) return err(conflict(free.error.message, free.error.code));
      calendars.set(item.itemId, calendar);
    }

    const created: { id: string; specialistUuid: string }[] = [];
    for (const item of submitted) {
      const agencyId = owners.get(item.itemId) as string;
      const candidateId = candidateIdFor(requestId, item.itemId);
      const candidate = await handleCommand(deps.events, candidateDecider, candidateStreamOf(candidateId), {
        action: 'submit',
        candidateId,
        now,
        timeZone,
        calendar: calendars.get(item.itemId),
        metadata: metadataOf(client.value, deps.clock.now()),
        terms: {
          requestId,
          clientId,
          agencyId,
          specialistId: item.specialistId,
          period: item.period,
          workFormat: item.workFormat,
          hours: item.hours,
          clientHourPriceCents: item.priceCents,
          slots: chosen.find((choice) => choice.id === item.itemId)?.slots ?? [],
          contact,
          interviewers,
          comment,
        },
      });
      if (candidate.isErr()) return err(collisionAsConflict(candidate.error));
      created.push({ id: candidateId, specialistUuid: item.specialistId });
    }

    // The agency's e-mail is written with the cart's event (../mails.ts decides it, the projection enqueues it).
    const emptied = await appendDecision(deps.events, cartDecider, cartStream, {
      state: cart,
      version,
      events: decision.value,
    });
    if (emptied.isErr()) return err(emptied.error);
    return ok({ requestId, candidates: created });
  };
