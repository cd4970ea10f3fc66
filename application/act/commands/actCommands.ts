import { err, ok, type Result } from 'neverthrow';
import { actDecider } from '../../../domain/act/act.decide';
import type { ActTerms } from '../../../domain/act/act.events';
import { billedPeriod } from '../../../domain/act/act.period';
import type { ActSide } from '../../../domain/act/act.status';
import { metadataOf, type Actor } from '../../shared/actor';
import { conflict, validationError, type AppError } from '../../shared/appError';
import { decideOnStream } from '../../shared/handleCommand';
import { parse } from '../../shared/parse';
import { actNumberOf, actStreamOf, type ActDeps, type ActRow } from '../actPorts';
import { agencyActView, clientActView, managerActView } from '../actViews';
import { actNotFound, asActAgency, asActClient, asActManager } from '../policies';
import {
  ActIdInput,
  CreateActInput,
  RejectActInput,
  UpdateActInput,
  type AgencyActOutput,
  type ClientActOutput,
  type ManagerActOutput,
} from '../schemas';
import { loadAct, runActCommand } from './actCommand';

const todayOf = (deps: Pick<ActDeps, 'clock'>): string => deps.clock.now().toISOString().slice(0, 10);

const reloaded = async <T>(deps: ActDeps, id: string, view: (row: ActRow) => T): Promise<Result<T, AppError>> => {
  const row = await deps.acts.find(id);
  return row ? ok(view(row)) : err(actNotFound);
};

const notOnProject = validationError([
  { field: 'candidateId', message: 'Choose one of your specialists on a project', code: 'act.not_on_project' },
]);

/** `POST /api/agency/act/create`: the month's act for one of the agency's specialists on a project. */
export const createAct =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<AgencyActOutput, AppError>> => {
    const agency = asActAgency(actor);
    if (agency.isErr()) return err(agency.error);
    const input = parse(CreateActInput, raw);
    if (input.isErr()) return err(input.error);
    const { candidateId, month, hours, comment } = input.value;
    const candidate = await deps.candidates.find(candidateId);
    // Another agency's candidate reads exactly as one that is not on a project: nothing tells them apart.
    if (
      !candidate ||
      candidate.agencyId !== agency.value.companyId ||
      (candidate.status !== 'working' && candidate.status !== 'finished')
    )
      return err(notOnProject);
    const period = billedPeriod(month, { startPeriod: candidate.startPeriod, endPeriod: candidate.endPeriod });
    if (!period)
      return err(
        validationError([
          {
            field: 'month',
            message: `Choose a month of the booking (${candidate.startPeriod} to ${candidate.endPeriod})`,
            code: 'act.month_outside_booking',
          },
        ]),
      );
    if (period.startPeriod > todayOf(deps))
      return err(
        validationError([{ field: 'month', message: 'This month has not started yet', code: 'act.month_not_started' }]),
      );
    if (await deps.acts.monthTaken(candidateId, month))
      return err(conflict(`An act for ${month} already exists for this specialist`, 'act.month_taken'));
    const [prices, client] = await Promise.all([deps.prices(), deps.companies.sheetOf(candidate.clientId)]);
    const terms: ActTerms = {
      actId: deps.newId(),
      candidateId,
      clientId: candidate.clientId,
      agencyId: candidate.agencyId,
      specialistId: candidate.specialistId,
      month,
      period,
      workFormat: candidate.workFormat,
      hoursPerWeek: candidate.hours,
      agencyRateCents: candidate.agencyRateCents,
      clientRateCents: candidate.clientHourPriceCents,
      vatRateBasisPoints: client?.vat.kind === 'exempt' ? null : prices.vatRateBasisPoints,
    };
    const recorded = await runActCommand(deps, terms.actId, {
      action: 'create',
      actId: terms.actId,
      metadata: metadataOf(agency.value, deps.clock.now()),
      terms,
      work: { hours, comment },
    });
    if (recorded.isErr())
      return err(
        recorded.error.code === 'stream.version_conflict'
          ? conflict(`An act for ${month} already exists for this specialist`, 'act.month_taken')
          : recorded.error,
      );
    return reloaded(deps, terms.actId, (row) => agencyActView(row));
  };

/** `POST /api/agency/act/update`: hours and comment of a draft or rejected act (409 when `version` is stale). */
export const updateAct =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<AgencyActOutput, AppError>> => {
    const agency = asActAgency(actor);
    if (agency.isErr()) return err(agency.error);
    const input = parse(UpdateActInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await loadAct(deps, 'agency', agency.value, input.value.id);
    if (row.isErr()) return err(row.error);
    const recorded = await runActCommand(
      deps,
      row.value.id,
      {
        action: 'edit',
        actId: row.value.id,
        metadata: metadataOf(agency.value, deps.clock.now()),
        work: { hours: input.value.hours, comment: input.value.comment },
      },
      input.value.version,
    );
    if (recorded.isErr()) return err(recorded.error);
    return reloaded(deps, row.value.id, (r) => agencyActView(r));
  };

type Simple = 'sendToPlatform' | 'sendToClient' | 'markAwaitingPayment' | 'markPaid';

/** A move without data: the agency sends to the platform, the manager to the client, then payment. */
const simpleMove =
  <Out>(side: 'agency' | 'manager', action: Simple, view: (row: ActRow) => Out) =>
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Out, AppError>> => {
    const caller = side === 'agency' ? asActAgency(actor) : asActManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(ActIdInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await loadAct(deps, side, caller.value, input.value.id);
    if (row.isErr()) return err(row.error);
    const recorded = await runActCommand(deps, row.value.id, {
      action,
      actId: row.value.id,
      metadata: metadataOf(caller.value, deps.clock.now()),
    });
    if (recorded.isErr()) return err(recorded.error);
    return reloaded(deps, row.value.id, view);
  };

export const sendActToPlatform = simpleMove<AgencyActOutput>('agency', 'sendToPlatform', (row) => agencyActView(row));
export const sendActToClient = simpleMove<ManagerActOutput>('manager', 'sendToClient', managerActView);
export const markActAwaitingPayment = simpleMove<ManagerActOutput>('manager', 'markAwaitingPayment', managerActView);
export const markActPaid = simpleMove<ManagerActOutput>('manager', 'markPaid', managerActView);

/** The manager rejects before the client sees it, the client while it waits for them: with a reason, back to the agency. */
const rejectAs =
  <Out>(side: 'manager' | 'client', view: (row: ActRow) => Out) =>
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Out, AppError>> => {
    const caller = side === 'manager' ? asActManager(actor) : asActClient(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(RejectActInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await loadAct(deps, side, caller.value, input.value.id);
    if (row.isErr()) return err(row.error);
    const recorded = await runActCommand(deps, row.value.id, {
      action: 'reject',
      side,
      actId: row.value.id,
      metadata: metadataOf(caller.value, deps.clock.now()),
      reason: input.value.reason,
    });
    if (recorded.isErr()) return err(recorded.error);
    // A client's rejection takes the act out of its sight; it answers what it saw, now rejected.
    const after = await deps.acts.find(row.value.id);
    return ok(view(after ?? row.value));
  };

export const rejectActAsManager = rejectAs<ManagerActOutput>('manager', managerActView);
export const rejectActAsClient = rejectAs<ClientActOutput>('client', (row) => clientActView(row));

/**
 * `POST /api/client/act/approve`: the client's approval. The table is asked first; then the client's invoice and the
 * agency's act are written as PDFs and stored, and the approval records them, at the version the table was asked on.
 * An approval that is not recorded (another was, at the same moment, or the act changed: 409) deletes the documents
 * it stored, so only the recorded approval's documents remain.
 */
export const approveAct =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ClientActOutput, AppError>> => {
    const client = asActClient(actor);
    if (client.isErr()) return err(client.error);
    const input = parse(ActIdInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await loadAct(deps, 'client', client.value, input.value.id);
    if (row.isErr()) return err(row.error);
    const at = deps.clock.now();
    const metadata = metadataOf(client.value, at);
    const checked = await decideOnStream(deps.events, actDecider, actStreamOf(row.value.id), {
      action: 'approve',
      actId: row.value.id,
      metadata,
      documents: { invoiceFileId: '', actFileId: '' },
    });
    if (checked.isErr()) return err(checked.error);
    const documents = await writeDocuments(deps, row.value, client.value, at);
    if (documents.isErr()) return err(documents.error);
    const stored = [documents.value.invoiceFileId, documents.value.actFileId];
    const recorded = await runActCommand(
      deps,
      row.value.id,
      { action: 'approve', actId: row.value.id, metadata, documents: documents.value },
      Number(checked.value.version ?? 0n),
    ).catch(async (error: unknown) => {
      await deps.files.remove(stored);
      throw error;
    });
    if (recorded.isErr()) {
      await deps.files.remove(stored);
      return err(recorded.error);
    }
    return reloaded(deps, row.value.id, (r) => clientActView(r));
  };

const writeDocuments = async (
  deps: ActDeps,
  row: ActRow,
  actor: Actor,
  at: Date,
): Promise<Result<{ invoiceFileId: string; actFileId: string }, AppError>> => {
  const [platform, client, agency, contractNumber, prices] = await Promise.all([
    deps.companies.platform(),
    deps.companies.sheetOf(row.clientId),
    deps.companies.sheetOf(row.agencyId),
    deps.companies.signedContractNumber(row.clientId),
    deps.prices(),
  ]);
  if (!platform || !client || !agency) return err(actNotFound);
  const base = {
    act: row,
    number: actNumberOf(row),
    issuedOn: at.toISOString().slice(0, 10),
    currency: prices.currency,
    platform,
    contractNumber,
  };
  const [invoiceBytes, actBytes] = await Promise.all([
    deps.pdf.invoice({ ...base, counterparty: client }),
    deps.pdf.act({ ...base, counterparty: agency }),
  ]);
  const save = (companyId: string, purpose: 'invoicePdf' | 'actPdf', name: string, bytes: Uint8Array) =>
    deps.files.save({
      id: deps.newId(),
      companyId,
      uploaderId: actor.userId,
      impersonatorId: actor.emulatedBy,
      purpose,
      originalName: name,
      mime: 'application/pdf',
      bytes,
    });
  const [invoice, act] = await Promise.all([
    save(row.clientId, 'invoicePdf', `Invoice ${base.number}.pdf`, invoiceBytes),
    save(row.agencyId, 'actPdf', `Act ${base.number}.pdf`, actBytes),
  ]);
  return ok({ invoiceFileId: invoice.id, actFileId: act.id });
};

export type { ActSide };
