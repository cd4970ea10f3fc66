import { err, ok, type Result } from 'neverthrow';
import { isOnProject } from '../../../domain/interview/interview.status';
import { metadataOf, type Actor } from '../../shared/actor';
import { validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ActDeps, ClaimRow } from '../actPorts';
import { clientClaimView, managerClaimView } from '../actViews';
import { asClaimant, asClaimManager, canReadClaim, claimNotFound } from '../policies';
import {
  AnswerClaimInput,
  ClaimIdInput,
  CreateClaimInput,
  type ClientClaimOutput,
  type ManagerClaimOutput,
} from '../schemas';
import { runClaimCommand } from './actCommand';

const reloaded = async <T>(deps: ActDeps, id: string, view: (row: ClaimRow) => T): Promise<Result<T, AppError>> => {
  const row = await deps.claims.find(id);
  return row ? ok(view(row)) : err(claimNotFound);
};

/** `POST /api/client/specialist-claim/create`: a claim about one of the client's specialists on a project. */
export const createClaim =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ClientClaimOutput, AppError>> => {
    const client = asClaimant(actor);
    if (client.isErr()) return err(client.error);
    const input = parse(CreateClaimInput, raw);
    if (input.isErr()) return err(input.error);
    const candidate = await deps.candidates.find(input.value.candidateId);
    if (!candidate || candidate.clientId !== client.value.companyId || !isOnProject(candidate.status)) {
      return err(
        validationError([
          {
            field: 'candidateId',
            message: 'Choose one of your specialists on a project',
            code: 'claim.not_on_project',
          },
        ]),
      );
    }
    const claimId = deps.newId();
    const recorded = await runClaimCommand(deps, claimId, {
      action: 'file',
      claimId,
      metadata: metadataOf(client.value, deps.clock.now()),
      filed: {
        candidateId: candidate.id,
        clientId: candidate.clientId,
        agencyId: candidate.agencyId,
        specialistId: candidate.specialistId,
        reasons: input.value.reasons,
        comment: input.value.comment,
      },
    });
    if (recorded.isErr()) return err(recorded.error);
    return reloaded(deps, claimId, clientClaimView);
  };

const managerMove =
  (action: 'answer' | 'close') =>
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ManagerClaimOutput, AppError>> => {
    const manager = asClaimManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input =
      action === 'answer' ? parse(AnswerClaimInput, raw) : parse(ClaimIdInput, raw).map((v) => ({ ...v, answer: '' }));
    if (input.isErr()) return err(input.error);
    const row = await deps.claims.find(input.value.id);
    if (!row || !canReadClaim(manager.value, row)) return err(claimNotFound);
    const metadata = metadataOf(manager.value, deps.clock.now());
    const recorded = await runClaimCommand(
      deps,
      row.id,
      action === 'answer'
        ? { action, claimId: row.id, metadata, answer: input.value.answer }
        : { action, claimId: row.id, metadata },
    );
    if (recorded.isErr()) return err(recorded.error);
    return reloaded(deps, row.id, managerClaimView);
  };

export const answerClaim = managerMove('answer');
export const closeClaim = managerMove('close');
