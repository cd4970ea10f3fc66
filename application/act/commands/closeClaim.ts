import { err, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ActDeps } from '../actPorts';
import { managerClaimView } from '../actViews';
import { asClaimManager, canReadClaim, claimNotFound } from '../policies';
import { ClaimIdInput, type ManagerClaimOutput } from '../schemas';
import { reloadedClaim, runClaimCommand } from './runCommand';

/** `POST /admin/api/specialist-claim/close`: a manager closes a client's claim. */
export const closeClaim =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ManagerClaimOutput, AppError>> => {
    const manager = asClaimManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(ClaimIdInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.claims.find(input.value.id);
    if (!row || !canReadClaim(manager.value, row)) return err(claimNotFound);
    const recorded = await runClaimCommand(deps, row.id, {
      action: 'close',
      claimId: row.id,
      metadata: metadataOf(manager.value, deps.clock.now()),
    });
    if (recorded.isErr()) return err(recorded.error);
    return reloadedClaim(deps, row.id, managerClaimView);
  };
