import { err, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ContractDeps } from '../contractPorts';
import { managerContractView } from '../contractViews';
import { asContractManager, contractNotFound } from '../policies';
import { ReasonInput, type ManagerContractOutput } from '../schemas';
import { loadContract, runContractCommand } from './runCommand';

/** Recall (back to draft) or void (for ever): with a reason; the signer's links stop working, a DocuSign envelope is voided. */
const close =
  (action: 'recall' | 'void') =>
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ManagerContractOutput, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(ReasonInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.contracts.find(input.value.id);
    if (!row) return err(contractNotFound);
    const recorded = await runContractCommand(deps, row.id, {
      action,
      contractId: row.id,
      metadata: metadataOf(manager.value, deps.clock.now()),
      reason: input.value.reason,
    });
    if (recorded.isErr()) return err(recorded.error);
    await deps.links.revokeAll(row.id, deps.clock.now());
    if (row.envelopeId && deps.provider.name === 'docusign')
      await deps.provider.void(row.envelopeId, input.value.reason);
    return (await loadContract(deps, null, row.id)).map(({ row: r, state }) => managerContractView(r, state));
  };

export const recallContract = close('recall');
export const voidContract = close('void');
