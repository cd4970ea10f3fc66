import { err, ok, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ActDeps, ActRow } from '../actPorts';
import { clientActView, managerActView } from '../actViews';
import { asActClient, asActManager } from '../policies';
import { RejectActInput, type ClientActOutput, type ManagerActOutput } from '../schemas';
import { loadAct, runActCommand } from './runCommand';

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
