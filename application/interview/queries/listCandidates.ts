import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { allowedActionsNow, waitingFor, type CandidateSide } from '../../../domain/interview/interview.status';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import { videoCallOf } from '../mails';
import { nowOf, type CandidateFilter, type CandidateRow, type InterviewDeps } from '../interviewPorts';
import { asCandidateManager, asClientViewer, asResponder, candidateScopeOf } from '../policies';
import { publicNameOf } from '../../../domain/specialist/publicName';
import {
  CandidateListInput,
  candidateOutputOf,
  ClientCandidateListInput,
  type CandidateListInput as ListInput,
  type CandidateView,
} from '../schemas';

export type CandidateList = Page<CandidateView> & { readonly statusCounts: Record<string, number> };

/** A candidate as the side reading it may see it, with the actions the status table (and the clock) leave that side. */
export const candidateFor = (
  side: CandidateSide,
  row: CandidateRow,
  now: string,
  videoLinkOf: (candidateId: string) => string,
): CandidateView =>
  candidateOutputOf[side].parse({
    ...row,
    // The interview's video call, once its time is fixed.
    videoUrl: row.interviewAt ? videoCallOf(videoLinkOf, row) : null,
    videoLinkEntered: row.enteredVideoUrl !== null,
    specialistName: side === 'client' ? publicNameOf(row.specialistNameParts) : row.specialistName,
    allowedActions: allowedActionsNow(row, side, now),
    waitingFor: waitingFor(row, now),
  });

const listWith = async (
  deps: InterviewDeps,
  side: CandidateSide,
  base: CandidateFilter,
  input: ListInput,
): Promise<CandidateList> => {
  const filter: CandidateFilter = {
    ...base,
    statuses: input.status,
    onProject: input.onProject === undefined ? undefined : input.onProject === 'true',
    // A client searches the name it is shown, never the surname its pages hide.
    ...(side === 'client' ? { shownNameSearch: input.search } : { search: input.search }),
  };
  const [{ items, total }, statusCounts] = await Promise.all([
    deps.candidates.list(filter, input.sort, { page: input.page, count: input.count }),
    deps.candidates.statusCounts({ ...filter, statuses: undefined }),
  ]);
  const now = nowOf(deps.clock);
  return {
    items: items.map((row) => candidateFor(side, row, now, deps.invitations.settings.videoLinkOf)),
    meta: { page: input.page, count: input.count, total },
    statusCounts,
  };
};

/** A list for one side: authorize, parse, scope by the caller's company (`null`: nothing to list), page with counts. */
const candidateList =
  <Input extends ListInput>(
    side: CandidateSide,
    authorizeAs: (actor: Actor | null) => Result<Actor, AppError>,
    schema: z.ZodType<Input>,
    scopeOf: (caller: Actor, input: Input) => CandidateFilter | null,
  ) =>
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateList, AppError>> => {
    const caller = authorizeAs(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(schema, raw);
    if (input.isErr()) return err(input.error);
    const scope = scopeOf(caller.value, input.value);
    if (!scope)
      return ok({ items: [], meta: { page: input.value.page, count: input.value.count, total: 0 }, statusCounts: {} });
    return ok(await listWith(deps, side, scope, input.value));
  };

/** `GET /api/specialist-request/list/{clientUuid}`: the client's own candidates; another client's id lists nothing. */
export const listForClient = candidateList('client', asClientViewer, ClientCandidateListInput, (client, input) =>
  input.clientUuid === client.companyId ? candidateScopeOf({ actor: client, side: 'client' }) : null,
);

/** Interview requests for the partner's own specialists, once the manager has passed them on. */
export const listForPartner = candidateList('partner', asResponder, CandidateListInput, (partner) =>
  candidateScopeOf({ actor: partner, side: 'partner' }),
);

/** Every candidate, for the manager. */
export const listForManager = candidateList('manager', asCandidateManager, CandidateListInput, (manager) =>
  candidateScopeOf({ actor: manager, side: 'manager' }),
);
