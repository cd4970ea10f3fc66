import { err, ok, type Result } from 'neverthrow';
import type { ContractKind } from '../../../domain/contract/contract.kinds';
import { counterpartyVisibleStatuses, type ContractStatus } from '../../../domain/contract/contract.status';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { Page } from '../../shared/pagination';
import type { ContractDeps, ContractFilter } from '../contractPorts';
import { companyContractView, managerContractView } from '../contractViews';
import { asContractManager, asDocumentHolder } from '../policies';
import { ContractListInput, type CompanyContractOutput, type ManagerContractOutput } from '../schemas';

type ListQuery = ReturnType<typeof ContractListInput.parse>;

/** The list's filters as the read model takes them; the Excel export uses the same. */
export const contractFilterOf = (query: ListQuery, kind: ContractKind | undefined): ContractFilter => ({
  ...(kind ? { kind } : {}),
  ...(query.companyId ? { companyId: query.companyId } : {}),
  ...(query.status?.length ? { statuses: query.status as ContractStatus[] } : {}),
  ...(query.documentType?.length ? { documentTypes: query.documentType } : {}),
  ...(query.contractType?.length ? { contractTypes: query.contractType } : {}),
  ...(query.signedAt?.from ? { signedFrom: query.signedAt.from } : {}),
  ...(query.signedAt?.to ? { signedTo: query.signedAt.to } : {}),
  ...(query.search ? { search: query.search } : {}),
});

/** The manager's list of one side's contracts (`/admin/api/{agency,client}-document/list`). */
export const listContractsForManager =
  (deps: ContractDeps) =>
  async (
    actor: Actor | null,
    kind: ContractKind,
    raw: unknown,
  ): Promise<Result<Page<ManagerContractOutput>, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const query = parse(ContractListInput, raw ?? {});
    if (query.isErr()) return err(query.error);
    const { items, total } = await deps.contracts.list(
      contractFilterOf(query.value, kind),
      query.value.sort,
      query.value,
    );
    return ok({
      items: items.map((row) => managerContractView(row, null)),
      meta: { page: query.value.page, count: query.value.count, total },
    });
  };

/** A company's own contracts (`/pa/documents`), from the moment they are sent for signature. */
export const listOwnContracts =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Page<CompanyContractOutput>, AppError>> => {
    const holder = asDocumentHolder(actor);
    if (holder.isErr()) return err(holder.error);
    const query = parse(ContractListInput, raw ?? {});
    if (query.isErr()) return err(query.error);
    const filter = contractFilterOf(query.value, undefined);
    const statuses = (filter.statuses ?? counterpartyVisibleStatuses).filter((s) =>
      counterpartyVisibleStatuses.includes(s),
    );
    const { items, total } = await deps.contracts.list(
      { ...filter, companyId: holder.value.companyId, statuses },
      query.value.sort,
      query.value,
    );
    return ok({
      items: items.map((row) => companyContractView(row, null, 'counterparty')),
      meta: { page: query.value.page, count: query.value.count, total },
    });
  };

/** How many contracts each status holds (`filters`), for the manager's side or the company's own. */
export const contractStatusCounts =
  (deps: ContractDeps) =>
  async (
    actor: Actor | null,
    kind: ContractKind | null,
    raw: unknown,
  ): Promise<Result<{ statuses: Record<string, number> }, AppError>> => {
    const caller = kind ? asContractManager(actor) : asDocumentHolder(actor);
    if (caller.isErr()) return err(caller.error);
    const query = parse(ContractListInput, raw ?? {});
    if (query.isErr()) return err(query.error);
    const { status: _ignored, ...rest } = query.value;
    const filter = contractFilterOf(rest as ListQuery, kind ?? undefined);
    const counts = await deps.contracts.statusCounts(
      kind ? filter : { ...filter, companyId: caller.value.companyId, statuses: counterpartyVisibleStatuses },
    );
    return ok({ statuses: counts });
  };
