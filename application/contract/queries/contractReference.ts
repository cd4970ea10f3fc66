import { err, ok, type Result } from 'neverthrow';
import { contractTypes, documentTypes, type ContractKind } from '../../../domain/contract/contract.kinds';
import type { Actor } from '../../shared/actor';
import { type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ContractDeps, ContractRow } from '../contractPorts';
import { companyContractView, managerContractView } from '../contractViews';
import { authorize } from '../../shared/authorize';
import { asContractExporter, asContractManager, asDocumentHolder, contractNotFound } from '../policies';
import {
  CompaniesForDocumentInput,
  CompanyIdInput,
  ContractIdInput,
  ContractListInput,
  RequestedSignerInput,
  type CompanyContractOutput,
  type RequestedSignerOutput,
  type ManagerContractOutput,
} from '../schemas';
import { contractFilterOf } from './listContracts';

/** `document-types` and `contract-types` of one side, as `{ id, title }`. */
export const listDocumentTypes = (kind: ContractKind) =>
  documentTypes
    .filter((t) => (t.kinds as readonly string[]).includes(kind))
    .map((t) => ({ id: t.code, title: t.title }));
export const listContractTypes = (kind: ContractKind) =>
  contractTypes
    .filter((t) => (t.kinds as readonly string[]).includes(kind))
    .map((t) => ({ id: t.code, title: t.title }));

export const contractReference =
  (_deps: ContractDeps) =>
  async (
    actor: Actor | null,
    kind: ContractKind,
    which: 'document' | 'contract',
  ): Promise<Result<{ id: string; title: string }[], AppError>> => {
    const caller = asContractManager(actor).orElse(() => asDocumentHolder(actor));
    if (caller.isErr()) return err(caller.error);
    return ok(which === 'document' ? listDocumentTypes(kind) : listContractTypes(kind));
  };

/**
 * The signer a contract asked for by a client starts from: the user who asked (name and e-mail). The platform keeps
 * no position for a user, so the position stays for the manager to ask; another company's user is not found.
 */
export const requestedSigner =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<RequestedSignerOutput, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(RequestedSignerInput, raw);
    if (input.isErr()) return err(input.error);
    const requester = await deps.requests.requesterOf(input.value.companyId, input.value.userId);
    if (!requester) return err(contractNotFound);
    return ok({ name: requester.name, position: '', email: requester.email });
  };

/** A company's payment details a contract may name (`payment-requisites/{id}`, the company's id). */
export const paymentRequisitesOf = (deps: ContractDeps) => async (actor: Actor | null, raw: unknown) => {
  const manager = asContractManager(actor);
  if (manager.isErr()) return err(manager.error);
  const input = parse(CompanyIdInput, raw);
  if (input.isErr()) return err(input.error);
  const sheet = await deps.companies.sheetOf(input.value.id);
  if (!sheet || sheet.type === 'platform') return err(contractNotFound);
  return ok(
    sheet.paymentDetails.map((d) => ({
      id: d.id,
      bankName: d.bankName,
      account: d.account,
      swift: d.swift,
      currency: d.currency,
      isDefault: d.isDefault,
    })),
  );
};

/** Companies to make a contract with (`list-for-document`), by name. */
export const companiesForDocument =
  (deps: ContractDeps) => async (actor: Actor | null, kind: ContractKind, raw: unknown) => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(CompaniesForDocumentInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    return ok(
      await deps.companies.forDocument(kind === 'client' ? 'client' : 'agency', input.value.search, input.value.limit),
    );
  };

/** The agency's NDA with the platform (`GET /api/agency/info-nda`): the latest one it can see, or none. */
export const ndaInfo =
  (deps: ContractDeps) =>
  async (actor: Actor | null): Promise<Result<{ nda: CompanyContractOutput | null }, AppError>> => {
    const holder = asDocumentHolder(actor);
    if (holder.isErr()) return err(holder.error);
    const { items } = await deps.contracts.list(
      {
        kind: 'partner',
        companyId: holder.value.companyId,
        documentTypes: ['nda'],
        statuses: ['pending_signature', 'signed_by_counterparty', 'signed', 'voided'],
      },
      '-createdAt',
      { page: 1, count: 1 },
    );
    const row = items[0];
    return ok({ nda: row ? companyContractView(row, null, 'counterparty') : null });
  };

/** The signed contracts a candidate's work rests on (`/admin/api/candidates/{client,agency}-basis-documents/{id}`). */
export const basisDocuments =
  (
    deps: ContractDeps,
    candidateParties: (candidateId: string) => Promise<{ clientId: string; agencyId: string } | null>,
  ) =>
  async (
    actor: Actor | null,
    side: 'client' | 'agency',
    raw: unknown,
  ): Promise<Result<ManagerContractOutput[], AppError>> => {
    const manager = authorize(actor, 'candidate:manage');
    if (manager.isErr()) return err(manager.error);
    const input = parse(ContractIdInput, raw);
    if (input.isErr()) return err(input.error);
    const parties = await candidateParties(input.value.id);
    if (!parties) return err({ kind: 'not_found', code: 'candidate.not_found', message: 'Candidate not found' });
    const rows = await deps.contracts.signedOf(
      [side === 'client' ? parties.clientId : parties.agencyId],
      side === 'client' ? 'client' : 'partner',
    );
    return ok(rows.map((row) => managerContractView(row, null)));
  };

/** Every contract of one side matching the list's filters, for the Excel export. */
export const contractsForExport =
  (deps: ContractDeps) =>
  async (actor: Actor | null, kind: ContractKind, raw: unknown): Promise<Result<ContractRow[], AppError>> => {
    const manager = asContractExporter(actor);
    if (manager.isErr()) return err(manager.error);
    const query = parse(ContractListInput, { ...(raw as object), page: 1, count: 100 });
    if (query.isErr()) return err(query.error);
    const rows: ContractRow[] = [];
    for (let page = 1; ; page++) {
      const { items } = await deps.contracts.list(contractFilterOf(query.value, kind), query.value.sort, {
        page,
        count: 100,
      });
      rows.push(...items);
      if (items.length < 100 || rows.length >= 100_000) break;
    }
    return ok(rows);
  };
