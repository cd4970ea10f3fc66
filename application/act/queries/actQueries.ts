import { err, ok, type Result } from 'neverthrow';
import type { ActEvent } from '../../../domain/act/act.events';
import { billedPeriod, expectedHours, maxHours, monthsOf } from '../../../domain/act/act.period';
import { clientVisibleStatuses, type ActSide, type ActStatus } from '../../../domain/act/act.status';
import { historyPage, type HistoryEntry } from '../../moderation/history';
import type { FileRecord } from '../../ports/files';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { Page } from '../../shared/pagination';
import { actNumberOf, actStreamOf, type ActDeps, type ActFilter, type ActRow } from '../actPorts';
import { agencyActView, clientActView, managerActView } from '../actViews';
import { actNotFound, asActAgency, asActClient, asActExporter, asActManager } from '../policies';
import { ActHistoryInput, ActIdInput, ActListInput, type ActListInput as ListQuery } from '../schemas';
import { loadAct } from '../commands/runCommand';

const callerOf = (side: ActSide, actor: Actor | null) =>
  side === 'agency' ? asActAgency(actor) : side === 'client' ? asActClient(actor) : asActManager(actor);

/** The list's filter for this side: its own company, and for a client only what the platform sent it. */
const filterOf = (side: ActSide, actor: Actor, query: ListQuery): ActFilter => {
  const own: ActFilter =
    side === 'agency' ? { agencyId: actor.companyId } : side === 'client' ? { clientId: actor.companyId } : {};
  const statuses =
    side === 'client'
      ? (query.status ?? clientVisibleStatuses).filter((s) => clientVisibleStatuses.includes(s))
      : query.status;
  return {
    ...own,
    ...(statuses ? { statuses: statuses.length > 0 ? statuses : (['none'] as unknown as ActStatus[]) } : {}),
    ...(query.specialistId ? { specialistId: query.specialistId } : {}),
    ...(query.candidateId ? { candidateId: query.candidateId } : {}),
    ...(query.monthFrom ? { monthFrom: query.monthFrom } : {}),
    ...(query.monthTo ? { monthTo: query.monthTo } : {}),
    ...(query.search ? (side === 'client' ? { shownNameSearch: query.search } : { search: query.search }) : {}),
  };
};

const viewOf = {
  agency: (row: ActRow) => agencyActView(row),
  client: (row: ActRow) => clientActView(row),
  manager: managerActView,
} as const;

/** Each side's list of acts with the count per status (the filter's other keys applied). */
export const listActs =
  <Side extends ActSide>(side: Side) =>
  (deps: ActDeps) =>
  async (
    actor: Actor | null,
    raw: unknown,
  ): Promise<Result<Page<ReturnType<(typeof viewOf)[Side]>> & { statusCounts: Record<string, number> }, AppError>> => {
    const caller = callerOf(side, actor);
    if (caller.isErr()) return err(caller.error);
    const query = parse(ActListInput, raw ?? {});
    if (query.isErr()) return err(query.error);
    const filter = filterOf(side, caller.value, query.value);
    const { statuses: _statuses, ...withoutStatus } = filter;
    const countFilter = side === 'client' ? { ...withoutStatus, statuses: clientVisibleStatuses } : withoutStatus;
    const [{ items, total }, statusCounts] = await Promise.all([
      deps.acts.list(filter, query.value.sort, query.value),
      deps.acts.statusCounts(countFilter),
    ]);
    return ok({
      items: items.map(viewOf[side] as (row: ActRow) => ReturnType<(typeof viewOf)[Side]>),
      meta: { page: query.value.page, count: query.value.count, total },
      statusCounts,
    });
  };

export const actStatusCounts =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ statuses: Record<string, number> }, AppError>> => {
    const manager = asActManager(actor);
    if (manager.isErr()) return err(manager.error);
    const query = parse(ActListInput, raw ?? {});
    if (query.isErr()) return err(query.error);
    const { statuses: _s, ...filter } = filterOf('manager', manager.value, query.value);
    return ok({ statuses: await deps.acts.statusCounts(filter) });
  };

export const getAct =
  <Side extends ActSide>(side: Side) =>
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ReturnType<(typeof viewOf)[Side]>, AppError>> => {
    const caller = callerOf(side, actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(ActIdInput, raw);
    if (input.isErr()) return err(input.error);
    return (await loadAct(deps, side, caller.value, input.value.id)).map((row) =>
      (viewOf[side] as (row: ActRow) => ReturnType<(typeof viewOf)[Side]>)(row),
    );
  };

const detailsOf = (event: ActEvent): Record<string, unknown> => {
  switch (event.type) {
    case 'ActDrafted':
      return {
        month: event.data.month,
        hours: event.data.hours,
        agencyRateCents: event.data.agencyRateCents,
        clientRateCents: event.data.clientRateCents,
        totalCents: event.data.amounts.totalCents,
      };
    case 'ActEdited':
      return { hours: event.data.hours, comment: event.data.comment, totalCents: event.data.amounts.totalCents };
    case 'ActRejected':
      return { by: event.data.by, reason: event.data.reason };
    case 'ActApproved':
      return { invoiceFileId: event.data.documents.invoiceFileId, actFileId: event.data.documents.actFileId };
    default:
      return {};
  }
};

/** Every event of an act with who acted, as whom, and when, newest first. */
export const actHistory =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Page<HistoryEntry>, AppError>> => {
    const manager = asActManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(ActHistoryInput, raw);
    if (input.isErr()) return err(input.error);
    const { events } = await deps.events.readStream<ActEvent>(actStreamOf(input.value.id));
    if (events.length === 0) return err(actNotFound);
    return ok(await historyPage(deps.people, events, detailsOf, input.value.page, input.value.count));
  };

export type ActFile = { readonly record: FileRecord; readonly bytes: Uint8Array; readonly fileName: string };

/** The client's invoice (client, manager) or the agency's act (agency, manager): each side only its own, else 404. */
export const actDocument =
  (side: ActSide, which: 'invoice' | 'act') =>
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ActFile, AppError>> => {
    const caller = callerOf(side, actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(ActIdInput, raw);
    if (input.isErr()) return err(actNotFound);
    const row = await loadAct(deps, side, caller.value, input.value.id);
    if (row.isErr()) return err(row.error);
    const fileId = which === 'invoice' ? row.value.invoiceFileId : row.value.actFileId;
    const stored = fileId ? await deps.files.read(fileId) : null;
    if (!stored) return err(actNotFound);
    return ok({ ...stored, fileName: `${which === 'invoice' ? 'Invoice' : 'Act'} ${actNumberOf(row.value)}.pdf` });
  };

/** The manager's acts as rows for the Excel export (the list's filters, every page). */
export const actsForExport =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ActRow[], AppError>> => {
    const exporter = asActExporter(actor);
    if (exporter.isErr()) return err(exporter.error);
    const query = parse(ActListInput, raw ?? {});
    if (query.isErr()) return err(query.error);
    const rows: ActRow[] = [];
    for (let page = 1; ; page += 1) {
      const { items } = await deps.acts.list(filterOf('manager', exporter.value, query.value), query.value.sort, {
        page,
        count: 500,
      });
      rows.push(...items);
      if (items.length < 500) return ok(rows);
    }
  };

/** What the agency's create form offers: its specialists on projects and, for each, the started months not billed yet. */
export const billable = (deps: ActDeps) => async (actor: Actor | null) => {
  const agency = asActAgency(actor);
  if (agency.isErr()) return err(agency.error);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const candidates = await deps.candidates.onProjectOf({ agencyId: agency.value.companyId });
  const billed = await deps.acts.billedMonths(candidates.map((c) => c.id));
  return ok({
    items: candidates
      .filter((c) => c.status === 'working' || c.status === 'finished')
      .map((c) => {
        const booking = { startPeriod: c.startPeriod, endPeriod: c.endPeriod };
        const unbilled = monthsOf(booking).flatMap((month) => {
          const period = billedPeriod(month, booking);
          return period && !billed.get(c.id)?.has(month) ? [{ month, period }] : [];
        });
        const months = unbilled.flatMap(({ month, period }) => {
          if (period.startPeriod > today) return [];
          return [
            {
              month,
              ...period,
              expectedHours: expectedHours(period, c.workFormat, c.hours),
              maxHours: maxHours(period, c.workFormat, c.hours),
            },
          ];
        });
        return {
          candidateId: c.id,
          specialist: { id: c.specialistId, name: c.specialistName },
          clientName: c.clientName,
          status: c.status,
          startPeriod: c.startPeriod,
          endPeriod: c.endPeriod,
          workFormat: c.workFormat,
          hoursPerWeek: c.hours,
          agencyRateCents: c.agencyRateCents,
          months,
          nextActFrom: unbilled.find(({ period }) => period.startPeriod > today)?.period.startPeriod ?? null,
        };
      }),
  });
};
