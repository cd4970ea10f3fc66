import { err, ok, type Result } from 'neverthrow';
import type { ActEvent } from '../../../../domain/act/act.events';
import { transferAct, transferClaim } from '../../../../domain/act/act.ownership';
import { evolve as evolveAct, initialState as newAct, type Act } from '../../../../domain/act/act.state';
import { evolveClaim, initialClaim, type Claim, type ClaimEvent } from '../../../../domain/act/claim';
import { takeOverCart } from '../../../../domain/cart/cart.merge';
import { cartDecider } from '../../../../domain/cart/cart.decide';
import type { Cart } from '../../../../domain/cart/cart.state';
import type { CartEvent } from '../../../../domain/cart/cart.events';
import type { ClientRequestEvent } from '../../../../domain/clientRequest/clientRequest.events';
import { transferClientRequest } from '../../../../domain/clientRequest/clientRequest.ownership';
import {
  evolve as evolveClientRequest,
  initialState as newClientRequest,
  type ClientRequest,
} from '../../../../domain/clientRequest/clientRequest.state';
import {
  evolveResponse,
  initialResponse,
  responseStreamOf,
  type RequestResponse,
  type RequestResponseEvent,
} from '../../../../domain/clientRequest/requestResponse';
import { takeOverResponse, transferResponseClient } from '../../../../domain/clientRequest/requestResponse.ownership';
import {
  checkMerge,
  countsOf,
  planMerge,
  type MergeError,
  type MergeParty,
  type StreamTransfer,
} from '../../../../domain/company/merge';
import { transferCandidate } from '../../../../domain/interview/interview.ownership';
import type { ReviewEvent } from '../../../../domain/review/review.events';
import { reviewStreamOf } from '../../../../domain/review/review.decide';
import { transferReview } from '../../../../domain/review/review.ownership';
import { evolve as evolveReview, initialState as newReview, type Review } from '../../../../domain/review/review.state';
import {
  evolve as evolveCandidate,
  initialState as newCandidate,
  type Candidate,
} from '../../../../domain/interview/interview.state';
import type { CandidateEvent } from '../../../../domain/interview/interview.events';
import type { EventMetadata } from '../../../../domain/shared/eventMetadata';
import type { Decider } from '../../../../domain/shared/decider';
import { transferSolution } from '../../../../domain/solution/solution.ownership';
import {
  evolve as evolveSolution,
  initialState as newSolution,
  type Solution,
} from '../../../../domain/solution/solution.state';
import type { SolutionEvent } from '../../../../domain/solution/solution.events';
import { transferSpecialist } from '../../../../domain/specialist/specialist.ownership';
import {
  evolve as evolveCard,
  initialState as newCard,
  type SpecialistCard,
} from '../../../../domain/specialist/specialist.state';
import type { SpecialistEvent } from '../../../../domain/specialist/specialist.events';
import { actStreamOf, claimStreamOf } from '../../../act/actPorts';
import { cartStreamOf } from '../../../cart/cartPorts';
import { requestStreamOf } from '../../../clientRequest/clientRequestPorts';
import { candidateStreamOf } from '../../../interview/interviewPorts';
import { streamOf as solutionStreamOf } from '../../../solution/solutionPorts';
import { streamOf as specialistStreamOf } from '../../../specialist/specialistPorts';
import type { Actor } from '../../../shared/actor';
import { conflict, notFound, validationError, type AppError } from '../../../shared/appError';
import { appendDecision, decideOnStream } from '../../../shared/handleCommand';
import { parse } from '../../../shared/parse';
import type { BackOfficeDeps, MergeRecord } from '../backOfficePorts';
import { asCompanyManager } from '../policies';
import {
  MergeInput,
  MergePreviewOutput,
  MergeResultOutput,
  type CompanyKindName,
  type MergeCountsOutput,
} from '../schemas';

const companyNotFound = notFound('Company', 'company.not_found');

/** A refused merge at the edge: into itself is a mistake in the input (400 on `targetId`); the others conflict with what the companies are (409). */
export const mergeRefusal = (error: MergeError): AppError => {
  if (error.code === 'company.merge_into_itself')
    return validationError([{ field: 'targetId', message: error.message, code: error.code }], error.message);
  if (error.code === 'company.merge_platform') return companyNotFound;
  return conflict(error.message, error.code);
};

/** The counts of the plan in the words of the confirmation. */
export const movesOf = (counts: Record<string, number>, cartItems: number): MergeCountsOutput => {
  const named: Record<keyof MergeCountsOutput, string[]> = {
    users: ['users'],
    specialists: ['specialist'],
    solutions: ['solution'],
    candidates: ['candidate'],
    cartItems: [],
    files: ['files', 'cv_imports'],
    solutionRequests: ['solution_requests'],
    teams: ['teams'],
    paymentDetails: ['company_payment_details'],
    contracts: ['contracts'],
    invitations: ['invitations'],
    other: [],
  };
  // Client requests, responses, acts, claims and reviews have no key of their own in the answer (the confirmation's words
  // are fixed): they are counted in `other`.
  const known = new Set([...Object.values(named).flat(), 'cart']);
  const sum = (keys: string[]) => keys.reduce((n, key) => n + (counts[key] ?? 0), 0);
  return {
    ...(Object.fromEntries(Object.entries(named).map(([name, keys]) => [name, sum(keys)])) as MergeCountsOutput),
    cartItems,
    other: Object.entries(counts)
      .filter(([key]) => !known.has(key))
      .reduce((n, [, v]) => n + v, 0),
  };
};

const refOf = (party: MergeParty) => ({ id: party.id, name: party.name, type: party.type as 'agency' | 'client' });

/** A decider whose only decision is the area's ownership transfer: the stream's other rules are not asked. */
const transferDecider = <State, Event, Command>(
  initialState: () => State,
  evolve: (s: State, e: Event) => State,
  transfer: (s: State, c: Command) => Event[],
): Decider<State, Command, Event> => ({
  initialState,
  evolve,
  decide: (command, state) => ok(transfer(state, command)),
});

const cards = transferDecider<SpecialistCard, SpecialistEvent, Parameters<typeof transferSpecialist>[1]>(
  newCard,
  evolveCard,
  transferSpecialist,
);
const solutions = transferDecider<Solution, SolutionEvent, Parameters<typeof transferSolution>[1]>(
  newSolution,
  evolveSolution,
  transferSolution,
);
const candidates = transferDecider<Candidate, CandidateEvent, Parameters<typeof transferCandidate>[1]>(
  newCandidate,
  evolveCandidate,
  transferCandidate,
);
const clientRequests = transferDecider<ClientRequest, ClientRequestEvent, Parameters<typeof transferClientRequest>[1]>(
  newClientRequest,
  evolveClientRequest,
  transferClientRequest,
);
const responseClients = transferDecider<
  RequestResponse,
  RequestResponseEvent,
  Parameters<typeof transferResponseClient>[1]
>(initialResponse, evolveResponse, transferResponseClient);
const acts = transferDecider<Act, ActEvent, Parameters<typeof transferAct>[1]>(newAct, evolveAct, transferAct);
const claims = transferDecider<Claim, ClaimEvent, Parameters<typeof transferClaim>[1]>(
  initialClaim,
  evolveClaim,
  transferClaim,
);
const reviews = transferDecider<Review, ReviewEvent, Parameters<typeof transferReview>[1]>(
  newReview,
  evolveReview,
  transferReview,
);
/** The response streams' own evolution, for the agency's takeover (two streams, so no single decider decides it). */
const responses = transferDecider<RequestResponse, RequestResponseEvent, never>(
  initialResponse,
  evolveResponse,
  () => [],
);

const ATTEMPTS = 5;

/** Tries a stream's transfer again when someone wrote to the stream at the same moment (the transfer is decided anew on the newer state). */
const withRetry = async (work: () => Promise<Result<unknown, AppError>>): Promise<Result<unknown, AppError>> => {
  let last: Result<unknown, AppError> = ok(null);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    last = await work();
    if (last.isOk() || last.error.code !== 'stream.version_conflict') return last;
  }
  return last;
};

const transferStream = (
  deps: BackOfficeDeps,
  merge: MergeRecord,
  transfer: StreamTransfer,
  metadata: EventMetadata,
) => {
  const base = { fromAgencyId: merge.mergedId, toAgencyId: merge.survivorId, mergeId: merge.id, metadata };
  switch (transfer.area) {
    case 'specialist':
      return withRetry(async () => {
        const decided = await decideOnStream(deps.events, cards, specialistStreamOf(transfer.id), {
          ...base,
          specialistId: transfer.id,
        });
        return decided.isErr()
          ? err(decided.error)
          : appendDecision(deps.events, cards, specialistStreamOf(transfer.id), decided.value);
      });
    case 'solution':
      return withRetry(async () => {
        const decided = await decideOnStream(deps.events, solutions, solutionStreamOf(transfer.id), {
          ...base,
          solutionId: transfer.id,
        });
        return decided.isErr()
          ? err(decided.error)
          : appendDecision(deps.events, solutions, solutionStreamOf(transfer.id), decided.value);
      });
    case 'candidate':
      return withRetry(async () => {
        const command = {
          candidateId: transfer.id,
          side: transfer.side,
          fromCompanyId: merge.mergedId,
          toCompanyId: merge.survivorId,
          mergeId: merge.id,
          metadata,
        };
        const decided = await decideOnStream(deps.events, candidates, candidateStreamOf(transfer.id), command);
        return decided.isErr()
          ? err(decided.error)
          : appendDecision(deps.events, candidates, candidateStreamOf(transfer.id), decided.value);
      });
    case 'cart':
      return withRetry(() => takeOverCartOf(deps, merge, metadata));
    case 'clientRequest':
      return withRetry(async () => {
        const command = {
          requestId: transfer.id,
          fromClientId: merge.mergedId,
          toClientId: merge.survivorId,
          mergeId: merge.id,
          metadata,
        };
        const decided = await decideOnStream(deps.events, clientRequests, requestStreamOf(transfer.id), command);
        return decided.isErr()
          ? err(decided.error)
          : appendDecision(deps.events, clientRequests, requestStreamOf(transfer.id), decided.value);
      });
    case 'requestResponse': {
      const [requestId = '', agencyId = ''] = transfer.id.split('/');
      if (transfer.side === 'agency') return withRetry(() => takeOverResponseOf(deps, merge, requestId, metadata));
      return withRetry(async () => {
        const stream = responseStreamOf(requestId, agencyId);
        const decided = await decideOnStream(deps.events, responseClients, stream, {
          fromClientId: merge.mergedId,
          toClientId: merge.survivorId,
          mergeId: merge.id,
          metadata,
        });
        return decided.isErr()
          ? err(decided.error)
          : appendDecision(deps.events, responseClients, stream, decided.value);
      });
    }
    case 'act':
      return withRetry(async () => {
        const command = {
          actId: transfer.id,
          side: transfer.side,
          fromCompanyId: merge.mergedId,
          toCompanyId: merge.survivorId,
          mergeId: merge.id,
          metadata,
        };
        const decided = await decideOnStream(deps.events, acts, actStreamOf(transfer.id), command);
        return decided.isErr()
          ? err(decided.error)
          : appendDecision(deps.events, acts, actStreamOf(transfer.id), decided.value);
      });
    case 'claim':
      return withRetry(async () => {
        const command = {
          claimId: transfer.id,
          side: transfer.side,
          fromCompanyId: merge.mergedId,
          toCompanyId: merge.survivorId,
          mergeId: merge.id,
          metadata,
        };
        const decided = await decideOnStream(deps.events, claims, claimStreamOf(transfer.id), command);
        return decided.isErr()
          ? err(decided.error)
          : appendDecision(deps.events, claims, claimStreamOf(transfer.id), decided.value);
      });
    case 'review':
      return withRetry(async () => {
        const command = {
          reviewId: transfer.id,
          side: transfer.side,
          fromCompanyId: merge.mergedId,
          toCompanyId: merge.survivorId,
          mergeId: merge.id,
          metadata,
        };
        const decided = await decideOnStream(deps.events, reviews, reviewStreamOf(transfer.id), command);
        return decided.isErr()
          ? err(decided.error)
          : appendDecision(deps.events, reviews, reviewStreamOf(transfer.id), decided.value);
      });
    default: {
      const _exhaustive: never = transfer.area;
      return _exhaustive;
    }
  }
};

const readCart = async (deps: BackOfficeDeps, clientId: string): Promise<{ cart: Cart; version: bigint | null }> => {
  const { events, version } = await deps.events.readStream<CartEvent>(cartStreamOf(clientId));
  return { cart: events.reduce(cartDecider.evolve, cartDecider.initialState()), version };
};

/** The survivor's cart takes the items first (once per merge), then the merged cart is emptied: each append is its own, both idempotent. */
const takeOverCartOf = async (
  deps: BackOfficeDeps,
  merge: MergeRecord,
  metadata: EventMetadata,
): Promise<Result<unknown, AppError>> => {
  const [survivor, merged] = await Promise.all([readCart(deps, merge.survivorId), readCart(deps, merge.mergedId)]);
  const specialists = await deps.merges.snapshots([...new Set(merged.cart.items.map((item) => item.specialistId))]);
  const { survivorEvents, mergedEvents } = takeOverCart(survivor.cart, merged.cart, {
    survivorId: merge.survivorId,
    mergedId: merge.mergedId,
    mergeId: merge.id,
    specialists,
    metadata,
  });
  if (survivorEvents.length > 0) {
    const appended = await appendDecision(deps.events, cartDecider, cartStreamOf(merge.survivorId), {
      state: survivor.cart,
      version: survivor.version,
      events: survivorEvents,
    });
    if (appended.isErr()) return appended;
  }
  if (mergedEvents.length > 0) {
    const appended = await appendDecision(deps.events, cartDecider, cartStreamOf(merge.mergedId), {
      state: merged.cart,
      version: merged.version,
      events: mergedEvents,
    });
    if (appended.isErr()) return appended;
  }
  return ok(survivorEvents);
};

const readResponse = async (
  deps: BackOfficeDeps,
  stream: string,
): Promise<{ response: RequestResponse; version: bigint | null }> => {
  const { events, version } = await deps.events.readStream<RequestResponseEvent>(stream);
  return { response: events.reduce(evolveResponse, initialResponse()), version };
};

/**
 * The merged agency's response to a request goes to the survivor's stream for that request (taken once per merge),
 * then the merged agency's stream is emptied: each append is its own, both idempotent, as the cart's.
 */
const takeOverResponseOf = async (
  deps: BackOfficeDeps,
  merge: MergeRecord,
  requestId: string,
  metadata: EventMetadata,
): Promise<Result<unknown, AppError>> => {
  const survivorStream = responseStreamOf(requestId, merge.survivorId);
  const mergedStream = responseStreamOf(requestId, merge.mergedId);
  const [survivor, merged] = await Promise.all([readResponse(deps, survivorStream), readResponse(deps, mergedStream)]);
  const { survivorEvents, mergedEvents } = takeOverResponse(survivor.response, merged.response, {
    survivorId: merge.survivorId,
    mergedId: merge.mergedId,
    mergeId: merge.id,
    metadata,
  });
  if (survivorEvents.length > 0) {
    const appended = await appendDecision(deps.events, responses, survivorStream, {
      state: survivor.response,
      version: survivor.version,
      events: survivorEvents,
    });
    if (appended.isErr()) return appended;
  }
  if (mergedEvents.length > 0) {
    const appended = await appendDecision(deps.events, responses, mergedStream, {
      state: merged.response,
      version: merged.version,
      events: mergedEvents,
    });
    if (appended.isErr()) return appended;
  }
  return ok(survivorEvents);
};

/** How many of the merged cart's items the survivor already had (recorded by the takeover event). */
const skippedCartItems = async (deps: BackOfficeDeps, merge: MergeRecord): Promise<number> => {
  const { events } = await deps.events.readStream<CartEvent>(cartStreamOf(merge.survivorId));
  const takeover = events.find((event) => event.type === 'CartItemsTakenOver' && event.data.requestId === merge.id);
  return takeover && takeover.type === 'CartItemsTakenOver' ? takeover.data.skippedItemIds.length : 0;
};

/**
 * The second half of a merge, after its plain tables moved: one ownership-transfer event per stream the duplicate
 * owned (skipped where the survivor already owns it), the cart's items into the survivor's cart, then `done`.
 * Safe to run again at any point: the job and a repeated merge call finish what a crash interrupted.
 */
export const finishMerge = async (deps: BackOfficeDeps, mergeId: string): Promise<Result<MergeRecord, AppError>> => {
  const merge = await deps.merges.findMerge(mergeId);
  if (!merge) return err(notFound('Merge', 'company.merge_not_found'));
  if (merge.status === 'done') return ok(merge);
  const metadata: EventMetadata = {
    actorId: merge.author.actorId,
    actorRole: 'manager',
    ...(merge.author.emulatedBy ? { emulatedBy: merge.author.emulatedBy } : {}),
    at: deps.clock.now(),
  };
  for (const transfer of merge.streams) {
    const moved = await transferStream(deps, merge, transfer, metadata);
    if (moved.isErr()) return err(moved.error);
  }
  await deps.merges.markDone(merge.id, deps.clock.now());
  return ok({ ...merge, status: 'done' });
};

/** Finishes every merge a crash left `moving` (the job and the start-up call it). */
export const finishUnfinishedMerges = async (deps: BackOfficeDeps): Promise<number> => {
  let finished = 0;
  for (const id of await deps.merges.unfinished()) if ((await finishMerge(deps, id)).isOk()) finished += 1;
  return finished;
};

/** The duplicate (of the kind the path names) and the company it goes into; the survivor's kind is the merge rule's to judge. */
const loadParties = async (
  deps: BackOfficeDeps,
  input: { id: string; targetId: string },
  type: CompanyKindName | null,
): Promise<Result<{ merged: MergeParty; survivor: MergeParty }, AppError>> => {
  const [merged, survivor] = await Promise.all([deps.directory.party(input.id), deps.directory.party(input.targetId)]);
  if (!merged || merged.type === 'platform' || (type !== null && merged.type !== type)) return err(companyNotFound);
  if (!survivor || survivor.type === 'platform')
    return err(
      validationError([{ field: 'targetId', message: 'Choose a company from the list', code: 'company.not_found' }]),
    );
  return ok({ merged, survivor });
};

/** `list-for-merge` preview: what the merge would move, counted, so the confirmation can name it. */
export const previewMerge =
  (deps: BackOfficeDeps, type: CompanyKindName | null) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<MergePreviewOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(MergeInput, raw);
    if (input.isErr()) return err(input.error);
    const parties = await loadParties(deps, input.value, type);
    if (parties.isErr()) return err(parties.error);
    const { merged, survivor } = parties.value;
    const owned = await deps.merges.ownedBy(merged.id);
    const plan = planMerge(merged, survivor, owned);
    if (plan.isErr()) return err(mergeRefusal(plan.error));
    return ok(
      MergePreviewOutput.parse({
        merged: refOf(merged),
        survivor: refOf(survivor),
        moves: movesOf(countsOf(plan.value), owned.cartItems),
      }),
    );
  };

/**
 * `merge` (POST): the duplicate `id` is merged into `targetId`, a live company of the same kind. Its plain tables
 * move in one transaction with its tombstone and the audit rows; then each event-sourced thing it owned gets its
 * ownership-transfer event. Asking again for a merge a crash interrupted finishes it; merging a tombstone again is 409.
 */
export const mergeCompanies =
  (deps: BackOfficeDeps, type: CompanyKindName | null) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<MergeResultOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(MergeInput, raw);
    if (input.isErr()) return err(input.error);
    const parties = await loadParties(deps, input.value, type);
    if (parties.isErr()) return err(parties.error);
    const { merged, survivor } = parties.value;
    const answer = async (merge: MergeRecord) =>
      MergeResultOutput.parse({
        mergeId: merge.id,
        status: merge.status,
        merged: refOf(merged),
        survivor: refOf({ ...survivor }),
        moved: movesOf(merge.counts, merge.counts.cartItems ?? 0),
        cartItemsSkipped: await skippedCartItems(deps, merge),
      });

    // The same merge asked again: finish it if a crash left it half-way, otherwise it was done already.
    if (merged.mergedInto === survivor.id) {
      const earlier = await deps.merges.mergeOf(merged.id);
      if (earlier && earlier.status === 'moving') {
        const finished = await finishMerge(deps, earlier.id);
        return finished.isErr() ? err(finished.error) : ok(await answer(finished.value));
      }
    }
    // Checked before the transaction for a clear answer, and again on the rows as they are under its lock.
    const refused = checkMerge(merged, survivor);
    if (refused.isErr()) return err(mergeRefusal(refused.error));
    const mergeId = deps.newId();
    const author = { actorId: caller.value.userId, emulatedBy: caller.value.emulatedBy, at: deps.clock.now() };
    const moved = await deps.merges.moveRows(
      mergeId,
      { mergedId: merged.id, survivorId: survivor.id },
      (m, s, owned) =>
        planMerge(m, s, owned).map((plan) => ({ plan, counts: { ...countsOf(plan), cartItems: owned.cartItems } })),
      author,
    );
    if (moved === null)
      return err(conflict('One of the companies no longer exists: reload and try again', 'company.merge_changed'));
    if (moved.isErr()) return err(mergeRefusal(moved.error));
    const finished = await finishMerge(deps, mergeId);
    if (finished.isErr()) return err(finished.error);
    return ok(await answer(finished.value));
  };
