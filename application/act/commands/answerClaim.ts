import { err, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ActDeps } from '../actPorts';
import { managerClaimView } from '../actViews';
import { asClaimManager, canReadClaim, claimNotFound } from '../policies';
import { AnswerClaimInput, type ManagerClaimOutput } from '../schemas';
import { reloadedClaim, runClaimCommand } from './runCommand';

/** `POST /admin/api/specialist-claim/answer`: a manager answers a client's claim. */
export const answerClaim =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ManagerClaimOutput, AppError>> => {
    const manager = asClaimManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(AnswerClaimInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.claims.find(input.value.id);
    if (!row || !canReadClaim(manager.value, row)) return err(claimNotFound);
    const recorded = await runClaimCommand(deps, row.id, {
      action: 'answer',
      claimId: row.id,
      metadata: metadataOf(manager.value, deps.clock.now()),
      answer: input.value.answer,
    });
    if (recorded.isErr()) return err(recorded.error);
    return reloadedClaim(deps, row.id, managerClaimView);
  };
