import { err, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ContractDeps } from '../contractPorts';
import { managerContractView } from '../contractViews';
import { asContractManager, contractNotFound } from '../policies';
import { ReasonInput, type ManagerContractOutput } from '../schemas';
import { loadContract, runContractCommand } from './runCommand';

/**
 * Recall (back to draft) or void (for ever): with a reason. The signer's links stop working and a DocuSign envelope is
 * voided as effects of the event, in its transaction (`effects.ts`): nothing runs after the commit, so a DocuSign that
 * is down cannot turn a recorded void into an error.
 */
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
    return (await loadContract(deps, null, row.id)).map(({ row: r, state }) => managerContractView(r, state));
  };

export const recallContract = close('recall');
export const voidContract = close('void');

/**
 * The job a closed contract's DocuSign envelope is voided by (written in the close's transaction). A failure is thrown
 * back, so the job queue tries again later. With DocuSign no longer configured there is nothing to call: false.
 */
export const voidEnvelope =
  (deps: Pick<ContractDeps, 'provider'>) =>
  async (job: { readonly envelopeId: string; readonly reason: string }): Promise<boolean> => {
    if (deps.provider.name !== 'docusign') return false;
    await deps.provider.void(job.envelopeId, job.reason);
    return true;
  };
