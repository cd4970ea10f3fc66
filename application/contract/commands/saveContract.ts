import { err, ok, type Result } from 'neverthrow';
import type { ContractDetails } from '../../../domain/contract/contract.details';
import type { ContractKind } from '../../../domain/contract/contract.kinds';
import { metadataOf, type Actor } from '../../shared/actor';
import { conflict, validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ContractDeps } from '../contractPorts';
import { managerContractView } from '../contractViews';
import { asContractManager, contractNotFound } from '../policies';
import { CreateContractInput, UpdateContractInput, type ContractFields } from '../schemas';
import { loadContract, runContractCommand } from './runCommand';
import type { ManagerContractOutput } from '../schemas';

const companyTypeOf = (kind: ContractKind) => (kind === 'client' ? 'client' : 'agency');

const detailsOf = (fields: ContractFields): ContractDetails => ({
  date: fields.date,
  documentType: fields.documentType,
  contractType: fields.contractType,
  signer: { name: fields.signerName, position: fields.signerPosition, email: fields.signerEmail },
  numberChange: fields.numberChange,
  numberInternal: fields.numberInternal,
  useNumberInternal: fields.useNumberInternal,
  paymentRequisiteId: fields.paymentRequisite,
  mailForNotifications: fields.mailForNotifications,
  commissionBasisPoints: fields.commission,
  daysPaid: fields.daysPaid,
});

/** The facts a contract names must exist: the company of the right side, its own payment entry, a number nobody shows. */
const checkReferences = async (
  deps: ContractDeps,
  kind: ContractKind,
  companyId: string,
  fields: ContractFields,
  contractId: string | null,
): Promise<Result<void, AppError>> => {
  const sheet = await deps.companies.sheetOf(companyId);
  if (!sheet || sheet.type !== companyTypeOf(kind)) {
    return err(
      validationError([
        {
          field: 'companyId',
          message: kind === 'client' ? 'Choose a client company' : 'Choose a partner agency',
          code: 'company.not_found',
        },
      ]),
    );
  }
  if (fields.paymentRequisite && !sheet.paymentDetails.some((d) => d.id === fields.paymentRequisite)) {
    return err(
      validationError([
        {
          field: 'paymentRequisite',
          message: "Choose one of the company's payment details",
          code: 'contract.payment_requisite_not_found',
        },
      ]),
    );
  }
  if (
    fields.numberChange &&
    fields.numberInternal &&
    (await deps.contracts.numberTaken(fields.numberInternal.trim(), contractId))
  ) {
    return err(conflict(`Contract number ${fields.numberInternal.trim()} is already used`, 'contract.number_taken'));
  }
  return ok(undefined);
};

const answer = async (deps: ContractDeps, id: string): Promise<Result<ManagerContractOutput, AppError>> => {
  const loaded = await loadContract(deps, null, id);
  return loaded.map(({ row, state }) => managerContractView(row, state));
};

/** A manager starts a contract with a company (`/admin/api/{agency,client}-document/update` without an id): a draft, numbered. */
export const createContract =
  (deps: ContractDeps) =>
  async (actor: Actor | null, kind: ContractKind, raw: unknown): Promise<Result<ManagerContractOutput, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(CreateContractInput, raw);
    if (input.isErr()) return err(input.error);
    const checked = await checkReferences(deps, kind, input.value.companyId, input.value, null);
    if (checked.isErr()) return err(checked.error);
    const contractId = deps.newId();
    const recorded = await runContractCommand(deps, contractId, {
      action: 'create',
      contractId,
      metadata: metadataOf(manager.value, deps.clock.now()),
      header: { contractId, kind, companyId: input.value.companyId },
      details: detailsOf(input.value),
      template: null,
    });
    if (recorded.isErr()) return err(recorded.error);
    return answer(deps, contractId);
  };

/** A manager changes a draft; naming the version edited turns a concurrent change into a conflict. */
export const updateContract =
  (deps: ContractDeps) =>
  async (actor: Actor | null, kind: ContractKind, raw: unknown): Promise<Result<ManagerContractOutput, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(UpdateContractInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.contracts.find(input.value.id);
    if (!row || row.kind !== kind) return err(contractNotFound);
    const checked = await checkReferences(deps, kind, row.companyId, input.value, row.id);
    if (checked.isErr()) return err(checked.error);
    const recorded = await runContractCommand(
      deps,
      row.id,
      {
        action: 'update',
        contractId: row.id,
        metadata: metadataOf(manager.value, deps.clock.now()),
        details: detailsOf(input.value),
      },
      input.value.version,
    );
    if (recorded.isErr()) return err(recorded.error);
    return answer(deps, row.id);
  };
