import { err, ok, type Result } from 'neverthrow';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { contractDecider } from '../../../domain/contract/contract.decide';
import { foldAsOf } from '../../../domain/moderation/history';
import type { Contract } from '../../../domain/contract/contract.state';
import { historyPage, type HistoryEntry } from '../../moderation/history';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { Page } from '../../shared/pagination';
import { contractStreamOf, type ContractDeps } from '../contractPorts';
import { companyContractView, managerContractView } from '../contractViews';
import { asContractManager, asDocumentHolder, contractNotFound } from '../policies';
import {
  ContractAsOfInput,
  ContractHistoryInput,
  ContractIdInput,
  type CompanyContractOutput,
  type ManagerContractOutput,
} from '../schemas';
import { loadContract } from '../commands/runCommand';

/** The manager's contract page (`info/{id}`). */
export const getContractForManager =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ManagerContractOutput, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(ContractIdInput, raw);
    if (input.isErr()) return err(input.error);
    return (await loadContract(deps, manager.value, input.value.id)).map(({ row, state }) =>
      managerContractView(row, state),
    );
  };

/** The company's contract page (`/pa/documents/{id}`): its own, once sent; anything else answers 404. */
export const getOwnContract =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyContractOutput, AppError>> => {
    const holder = asDocumentHolder(actor);
    if (holder.isErr()) return err(holder.error);
    const input = parse(ContractIdInput, raw);
    if (input.isErr()) return err(input.error);
    const loaded = await loadContract(deps, holder.value, input.value.id);
    if (loaded.isErr()) return err(loaded.error);
    if (loaded.value.row.companyId !== holder.value.companyId) return err(contractNotFound);
    return ok(companyContractView(loaded.value.row, loaded.value.state, 'counterparty'));
  };

const detailsOf = (event: ContractEvent): Record<string, unknown> => {
  switch (event.type) {
    case 'ContractSentForSignature':
      return {
        number: event.data.document.number,
        documentSha256: event.data.document.sha256,
        signer: event.data.signer.email,
        provider: event.data.document.provider,
      };
    case 'ContractSignedByCounterparty':
    case 'ContractCountersigned':
      return {
        name: event.data.evidence.name,
        email: event.data.evidence.email,
        ipAddress: event.data.evidence.ipAddress,
        documentSha256: event.data.evidence.documentSha256,
      };
    case 'ContractRecalled':
    case 'ContractVoided':
      return { reason: event.data.reason };
    case 'ContractDocumentUploaded':
      return { file: event.data.file?.fileName ?? null };
    case 'ContractSigningLinkResent':
      return { signer: event.data.signerEmail };
    default:
      return {};
  }
};

/** Every event of a contract with who acted, as whom, and when, newest first. */
export const readContractHistory =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Page<HistoryEntry>, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(ContractHistoryInput, raw);
    if (input.isErr()) return err(input.error);
    const { events } = await deps.events.readStream<ContractEvent>(contractStreamOf(input.value.id));
    if (events.length === 0) return err(contractNotFound);
    return ok(await historyPage(deps.people, events, detailsOf, input.value.page, input.value.count));
  };

/** The contract as it was at a moment, rebuilt from its events. */
export const readContractAsOf =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Contract & { version: number }, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(ContractAsOfInput, raw);
    if (input.isErr()) return err(input.error);
    const { events } = await deps.events.readStream<ContractEvent>(contractStreamOf(input.value.id));
    const asOf = foldAsOf(events, input.value.at, contractDecider.evolve, contractDecider.initialState);
    return asOf ? ok({ ...asOf.state, version: asOf.version }) : err(contractNotFound);
  };
