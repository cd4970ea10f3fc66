import { err, ok, type Result } from 'neverthrow';
import type { ClientRequestEvent } from '../../../domain/clientRequest/clientRequest.events';
import { streamHistory, type HistoryEntry } from '../../moderation/history';
import { useCase } from '../../moderation/useCase';
import type { Actor } from '../../shared/actor';
import { forbidden, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import {
  requestStreamOf,
  todayOf,
  type ClientRequestDeps,
  type ClientRequestFilter,
  type ClientRequestRow,
} from '../clientRequestPorts';
import {
  allowedRequestActionsFor,
  asRequestClient,
  asRequestModerator,
  requestNotFound,
  requestSideOf,
} from '../policies';
import {
  ClientChoicesInput,
  ClientRequestHistoryInput,
  ClientRequestIdInput,
  ClientRequestListInput,
  ClientRequestOutput,
  ManagerClientRequestListInput,
  ManagerClientRequestOutput,
  PublicClientRequestListInput,
  PublicClientRequestOutput,
} from '../schemas';
import type { z } from 'zod';

export type ClientRequestView = z.output<typeof ClientRequestOutput> | z.output<typeof ManagerClientRequestOutput>;
export type ClientRequestList = Page<ClientRequestView> & { readonly statusCounts: Record<string, number> };

/** A request as its reader's side may see it, with the actions the status table leaves that side. */
export const requestFor = (caller: Actor, row: ClientRequestRow): ClientRequestView => {
  const shown = {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    allowedActions: allowedRequestActionsFor(caller, row),
  };
  return requestSideOf(caller) === 'manager'
    ? ManagerClientRequestOutput.parse(shown)
    : ClientRequestOutput.parse(shown);
};

const listWith = async (
  deps: ClientRequestDeps,
  caller: Actor,
  filter: ClientRequestFilter,
  input: { page: number; count: number; sort: string },
): Promise<ClientRequestList> => {
  const [{ items, total }, statusCounts] = await Promise.all([
    deps.requests.list(filter, input.sort, { page: input.page, count: input.count }),
    deps.requests.statusCounts({ ...filter, statuses: undefined }),
  ]);
  return {
    items: items.map((row) => requestFor(caller, row)),
    meta: { page: input.page, count: input.count, total },
    statusCounts,
  };
};

/** The client's own requests (`GET /api/client-request/list`), with counts per status. */
export const listForClient = useCase(
  asRequestClient,
  ClientRequestListInput,
  async (deps: ClientRequestDeps, caller, input): Promise<Result<ClientRequestList, AppError>> =>
    ok(
      await listWith(deps, caller, { clientId: caller.companyId, statuses: input.status, search: input.search }, input),
    ),
);

/** Every request for a manager (`GET /admin/api/client-request/list`): status counts, status, search and client filters. */
export const listForManager = useCase(
  asRequestModerator,
  ManagerClientRequestListInput,
  async (deps: ClientRequestDeps, caller, input): Promise<Result<ClientRequestList, AppError>> =>
    ok(await listWith(deps, caller, { clientId: input.clientId, statuses: input.status, search: input.search }, input)),
);

/** One request for its client or a manager, with what the caller may do; anyone else finds nothing (404). */
export const getRequest = useCase(
  authorize,
  ClientRequestIdInput,
  async (deps: ClientRequestDeps, caller, { requestId }): Promise<Result<ClientRequestView, AppError>> => {
    const side = requestSideOf(caller);
    if (!side) return err(forbidden());
    const row = await deps.requests.find(requestId);
    if (!row || (side === 'client' && row.clientId !== caller.companyId)) return err(requestNotFound);
    return ok(requestFor(caller, row));
  },
);

export type PublicClientRequest = z.output<typeof PublicClientRequestOutput>;
const publicRequestOf = (row: ClientRequestRow): PublicClientRequest =>
  PublicClientRequestOutput.parse({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null });

/** `/clients-requests`: published requests whose period has not started, newest publication first, 20 a page. No client is named. */
export const listPublic =
  (deps: ClientRequestDeps) =>
  async (raw: unknown): Promise<Result<Page<PublicClientRequest>, AppError>> => {
    const input = parse(PublicClientRequestListInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { page, count, categoryId, keySkillId, from, to } = input.value;
    const { items, total } = await deps.requests.listPublic(
      { today: todayOf(deps.clock), categoryId, keySkillId, from, to },
      { page, count },
    );
    return ok({ items: items.map(publicRequestOf), meta: { page, count, total } });
  };

/** `/clients-requests/{id}`: one published, still open request; any other is not there. */
export const getPublic =
  (deps: ClientRequestDeps) =>
  async (raw: unknown): Promise<Result<PublicClientRequest, AppError>> => {
    const input = parse(ClientRequestIdInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.requests.find(input.value.requestId);
    if (!row || row.status !== 'published' || row.periodFrom <= todayOf(deps.clock)) return err(requestNotFound);
    return ok(publicRequestOf(row));
  };

export type ClientRequestHistoryEntry = HistoryEntry<ClientRequestEvent['type']>;

const detailsOf = (event: ClientRequestEvent): Record<string, unknown> => {
  switch (event.type) {
    case 'ClientRequestDraftSaved':
    case 'ClientRequestSentToModeration':
      return {
        title: event.data.content.title,
        periodFrom: event.data.content.periodFrom,
        periodTo: event.data.content.periodTo,
      };
    case 'ClientRequestRejected':
      return { reason: event.data.reason };
    case 'ClientRequestExpired':
      return { periodFrom: event.data.periodFrom };
    case 'ClientRequestOwnershipTransferred':
      return { fromClientId: event.data.fromClientId, toClientId: event.data.toClientId };
    case 'ClientRequestPublished':
    case 'ClientRequestClosed':
      return {};
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** Every event of a request with who acted, as whom and when (`/admin/api/client-request/history/{id}`), newest first. */
export const readHistory = useCase(
  asRequestModerator,
  ClientRequestHistoryInput,
  (deps: ClientRequestDeps, _caller, input) =>
    streamHistory(deps.events, deps.people, requestStreamOf(input.requestId), detailsOf, input, requestNotFound),
);

/** The client companies a manager may write a request for, by name. */
export const clientChoices = useCase(
  asRequestModerator,
  ClientChoicesInput,
  async (deps: ClientRequestDeps, _caller, { search }) => ok({ items: await deps.reference.clients(search) }),
);
