import { err, ok, type Result } from 'neverthrow';
import { clientVisibleStatuses } from '../../../domain/act/act.status';
import { claimReasons } from '../../../domain/act/claim';
import { isOnProject } from '../../../domain/interview/interview.status';
import { publicNameOf } from '../../../domain/specialist/publicName';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { Page } from '../../shared/pagination';
import { actNumberOf, type ActDeps } from '../actPorts';
import { clientClaimView, invoiceUrlOf, managerClaimView } from '../actViews';
import { asClaimant, asClaimManager, claimNotFound, specialistNotOnProject } from '../policies';
import {
  ClaimIdInput,
  ClaimListInput,
  WorkingSpecialistInput,
  type ClientClaimOutput,
  type ManagerClaimOutput,
} from '../schemas';

/** `GET /api/client/specialist-claim/reasons`: the reference list. */
export const claimReasonList = (actor: Actor | null) =>
  asClaimant(actor).map(() => ({ items: claimReasons.map((r) => ({ id: r.id, title: r.title })) }));

/** The client's own claims (optionally about one specialist), newest first. */
export const listOwnClaims =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Page<ClientClaimOutput>, AppError>> => {
    const client = asClaimant(actor);
    if (client.isErr()) return err(client.error);
    const query = parse(ClaimListInput, raw ?? {});
    if (query.isErr()) return err(query.error);
    const filter = {
      clientId: client.value.companyId,
      ...(query.value.candidateId ? { candidateId: query.value.candidateId } : {}),
      ...(query.value.status ? { statuses: query.value.status } : {}),
    };
    const { items, total } = await deps.claims.list(filter, query.value);
    return ok({ items: items.map(clientClaimView), meta: { page: query.value.page, count: query.value.count, total } });
  };

/** The managers' list of claims (`/manager/claims/list`, and on the candidate's page by `candidateId`). */
export const listClaimsForManager =
  (deps: ActDeps) =>
  async (
    actor: Actor | null,
    raw: unknown,
  ): Promise<Result<Page<ManagerClaimOutput> & { statusCounts: Record<string, number> }, AppError>> => {
    const manager = asClaimManager(actor);
    if (manager.isErr()) return err(manager.error);
    const query = parse(ClaimListInput, raw ?? {});
    if (query.isErr()) return err(query.error);
    const base = query.value.candidateId ? { candidateId: query.value.candidateId } : {};
    const [{ items, total }, statusCounts] = await Promise.all([
      deps.claims.list({ ...base, ...(query.value.status ? { statuses: query.value.status } : {}) }, query.value),
      deps.claims.statusCounts(base),
    ]);
    return ok({
      items: items.map(managerClaimView),
      meta: { page: query.value.page, count: query.value.count, total },
      statusCounts,
    });
  };

export const getClaimForManager =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ManagerClaimOutput, AppError>> => {
    const manager = asClaimManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(ClaimIdInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.claims.find(input.value.id);
    return row ? ok(managerClaimView(row)) : err(claimNotFound);
  };

/** `GET /api/client/working-specialists/info/{id}`: the client's specialist on a project; another client's is not there. */
export const workingSpecialist = (deps: ActDeps) => async (actor: Actor | null, raw: unknown) => {
  const client = asClaimant(actor);
  if (client.isErr()) return err(client.error);
  const input = parse(WorkingSpecialistInput, raw);
  if (input.isErr()) return err(input.error);
  const candidate = await deps.candidates.find(input.value.id);
  if (!candidate || candidate.clientId !== client.value.companyId || !isOnProject(candidate.status))
    return err(specialistNotOnProject);
  const [acts, claims] = await Promise.all([
    deps.acts.list(
      { clientId: candidate.clientId, candidateId: candidate.id, statuses: clientVisibleStatuses },
      'month',
      { page: 1, count: 100 },
    ),
    deps.claims.list({ clientId: candidate.clientId, candidateId: candidate.id }, { page: 1, count: 100 }),
  ]);
  return ok({
    candidateId: candidate.id,
    specialist: {
      id: candidate.specialistId,
      name: publicNameOf(candidate.specialistNameParts),
      specialization: candidate.specialization,
    },
    status: candidate.status,
    startPeriod: candidate.startPeriod,
    endPeriod: candidate.endPeriod,
    workFormat: candidate.workFormat,
    hoursPerWeek: candidate.hours,
    hourlyRateCents: candidate.clientHourPriceCents,
    acts: acts.items.map((a) => ({
      id: a.id,
      number: actNumberOf(a),
      month: a.month,
      hours: a.hours,
      status: a.status,
      totalCents: a.totalCents,
      invoiceUrl: a.invoiceFileId ? invoiceUrlOf('client', a.id) : null,
    })),
    claims: claims.items.map(clientClaimView),
  });
};
