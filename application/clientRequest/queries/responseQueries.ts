import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { allowedResponseActions } from '../../../domain/clientRequest/requestResponse';
import { isOpenForResponses } from '../../../domain/clientRequest/clientRequest.status';
import { periodStarted } from '../../../domain/clientRequest/clientRequest.content';
import { surnameInitialOf } from '../../../domain/specialist/publicName';
import { useCase } from '../../moderation/useCase';
import type { Actor } from '../../shared/actor';
import { forbidden, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { Page } from '../../shared/pagination';
import { todayOf, type ClientRequestDeps, type ResponseRow } from '../clientRequestPorts';
import { asResponder, requestNotFound, requestSideOf, responseNotFound } from '../policies';
import {
  AgencyResponseOutput,
  ClientRequestIdInput,
  ClientResponseOutput,
  ManagerResponseOutput,
  ResponseIdInput,
  ResponseListInput,
} from '../schemas';

export type AgencyResponse = z.output<typeof AgencyResponseOutput>;
/** A response's moments as they travel: ISO strings. */
const momentsOf = (row: ResponseRow) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type ResponseView = z.output<typeof ClientResponseOutput> | z.output<typeof ManagerResponseOutput>;

/** The agency's own response with the request it answers and the buttons the response's table leaves it now. */
const agencyResponseOf = (row: ResponseRow, today: string): AgencyResponse =>
  AgencyResponseOutput.parse({
    ...row,
    ...momentsOf(row),
    request: {
      id: row.requestId,
      title: row.requestTitle,
      status: row.requestStatus,
      periodFrom: row.requestPeriodFrom,
    },
    allowedActions: allowedResponseActions(
      row.status,
      isOpenForResponses(row.requestStatus) && !periodStarted(row.requestPeriodFrom, today),
    ),
  });

/** `/pa/responses`: the agency's own responses, newest first; never another agency's. */
export const listMyResponses = useCase(
  asResponder,
  ResponseListInput,
  async (deps: ClientRequestDeps, caller, { page, count }): Promise<Result<Page<AgencyResponse>, AppError>> => {
    const { items, total } = await deps.responses.listForAgency(caller.companyId, { page, count });
    const today = todayOf(deps.clock);
    return ok({ items: items.map((row) => agencyResponseOf(row, today)), meta: { page, count, total } });
  },
);

/** One response of the agency's own; another agency's is not there (404). */
export const getMyResponse = useCase(
  asResponder,
  ResponseIdInput,
  async (deps: ClientRequestDeps, caller, { responseId }): Promise<Result<AgencyResponse, AppError>> => {
    const row = await deps.responses.find(responseId);
    if (!row || row.agencyId !== caller.companyId) return err(responseNotFound);
    return ok(agencyResponseOf(row, todayOf(deps.clock)));
  },
);

/** The agency's response to one request, for the respond form on the public page; 404 when it has not answered. */
export const getMyResponseTo = useCase(
  asResponder,
  ClientRequestIdInput,
  async (deps: ClientRequestDeps, caller, { requestId }): Promise<Result<AgencyResponse, AppError>> => {
    const row = await deps.responses.findOf(requestId, caller.companyId);
    return row ? ok(agencyResponseOf(row, todayOf(deps.clock))) : err(responseNotFound);
  },
);

/**
 * The responses to a request: its client reads the submitted ones with each specialist as the catalogue shows them
 * (the surname's initial, no agency, no contacts); a manager reads every one with the agency.
 */
export const listRequestResponses = useCase(
  authorize,
  ClientRequestIdInput,
  async (
    deps: ClientRequestDeps,
    caller: Actor,
    { requestId },
  ): Promise<Result<{ items: ResponseView[] }, AppError>> => {
    const side = requestSideOf(caller);
    if (!side) return err(forbidden());
    const request = await deps.requests.find(requestId);
    if (!request || (side === 'client' && request.clientId !== caller.companyId)) return err(requestNotFound);
    const rows = await deps.responses.listForRequest(requestId, { withWithdrawn: side === 'manager' });
    if (side === 'manager')
      return ok({ items: rows.map((row) => ManagerResponseOutput.parse({ ...row, ...momentsOf(row) })) });
    return ok({
      items: rows.map((row) =>
        ClientResponseOutput.parse({
          ...row,
          ...momentsOf(row),
          proposals: row.proposals.map((p) => ({ ...p, surname: surnameInitialOf(p.surname) })),
        }),
      ),
    });
  },
);

/** What the agency can propose now: its cards in the catalogue and its teams. */
export const respondChoices = useCase(asResponder, z.unknown(), async (deps: ClientRequestDeps, caller) => {
  const choices = await deps.catalogue.choicesOf(caller.companyId);
  return ok({
    specialists: choices.specialists.map(({ specialistId, name, surname, specialization, catalogPriceCents }) => ({
      specialistId,
      name,
      surname,
      specialization,
      catalogPriceCents,
    })),
    teams: choices.teams,
  });
});
