import { err, ok, type Result } from 'neverthrow';
import type { ContractCommand } from '../../../domain/contract/contract.commands';
import { contractDecider } from '../../../domain/contract/contract.decide';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import type { Contract } from '../../../domain/contract/contract.state';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import type { ContractDeps, ContractRow } from '../contractPorts';
import { contractStreamOf } from '../contractPorts';
import { canRead, contractNotFound } from '../policies';

/** The contract's row and state, if the caller may see it: another company's contract or a draft is not there. */
export const loadContract = async (
  deps: ContractDeps,
  actor: Actor | null,
  id: string,
): Promise<Result<{ row: ContractRow; state: Contract }, AppError>> => {
  const row = await deps.contracts.find(id);
  if (!row || (actor !== null && !canRead(actor, row))) return err(contractNotFound);
  const { events } = await deps.events.readStream<ContractEvent>(contractStreamOf(id));
  return ok({ row, state: events.reduce(contractDecider.evolve, contractDecider.initialState()) });
};

/** Decide and record one command on a contract, at the version the caller edited when it says which. */
export const runContractCommand = (
  deps: ContractDeps,
  contractId: string,
  commandFor: ContractCommand | ((state: Contract) => Result<ContractCommand, AppError>),
  expectedVersion?: number,
) =>
  handleCommand(
    deps.events,
    contractDecider,
    contractStreamOf(contractId),
    typeof commandFor === 'function' ? (state: Contract) => commandFor(state) : commandFor,
    expectedVersion === undefined ? {} : { expectedVersion: BigInt(expectedVersion) },
  );

export const todayOf = (deps: Pick<ContractDeps, 'clock'>): string => deps.clock.now().toISOString().slice(0, 10);
