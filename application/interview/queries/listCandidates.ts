import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import type { CandidateFilter, CandidateRow, InterviewDeps } from '../interviewPorts';
import { asCandidateManager, asClientViewer, asResponder, candidateNotFound, ownCandidate, ownRequest } from '../policies';
import { CandidateListInput, CandidateIdInput, type CandidateListInput as ListInput } from '../schemas';

export type CandidateList = Page<CandidateRow> & { readonly statusCounts: Record<string, number> };

const listWith = async (deps: InterviewDeps, base: CandidateFilter, input: ListInput): Promise<CandidateList> => {
  const filter: CandidateFilter = { ...base, statuses: input.status, onProject: input.onProject === undefined ? undefined : input.onProject === 'true', search: input.search };
  const [{ items, total }, statusCounts] = await Promise.all([
    deps.candidates.list(filter, input.sort, { page: input.page, count: input.count }),
    deps.candidates.statusCounts({ ...filter, statuses: undefined }),
  ]);
  return { items, meta: { page: input.page, count: input.count, total }, statusCounts };
};

/** `GET /api/specialist-request/list/{clientUuid}`: the client's own candidates; another client's id lists nothing. */
export const listForClient =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, clientUuid: string, raw: unknown): Promise<Result<CandidateList, AppError>> => {
    const client = asClientViewer(actor);
    if (client.isErr()) return err(client.error);
    const input = parse(CandidateListInput, raw);
    if (input.isErr()) return err(input.error);
    if (clientUuid !== client.value.companyId) return ok({ items: [], meta: { page: input.value.page, count: input.value.count, total: 0 }, statusCounts: {} });
    return ok(await listWith(deps, { clientId: clientUuid }, input.value));
  };

/** Interview requests for the partner's own specialists. */
export const listForPartner =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateList, AppError>> => {
    const partner = asResponder(actor);
    if (partner.isErr()) return err(partner.error);
    const input = parse(CandidateListInput, raw);
    if (input.isErr()) return err(input.error);
    return ok(await listWith(deps, { agencyId: partner.value.companyId }, input.value));
  };

export const listForManager =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateList, AppError>> => {
    const manager = asCandidateManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(CandidateListInput, raw);
    if (input.isErr()) return err(input.error);
    return ok(await listWith(deps, {}, input.value));
  };

/** One candidate: the manager sees any; a client or partner only its own (otherwise 404). */
export const getCandidate =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateRow, AppError>> => {
    if (!actor) return err({ kind: 'unauthenticated', code: 'auth.required', message: 'Authentication required' });
    const input = parse(CandidateIdInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.candidates.find(input.value.id);
    if (!row) return err(candidateNotFound);
    if (asCandidateManager(actor).isOk()) return ok(row);
    if (actor.companyType === 'client') return ownCandidate(actor, row);
    if (actor.companyType === 'agency') return ownRequest(actor, row);
    return err(candidateNotFound);
  };
