import { err, type Result } from 'neverthrow';
import { isOnProject } from '../../../domain/interview/interview.status';
import { metadataOf, type Actor } from '../../shared/actor';
import { validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ActDeps } from '../actPorts';
import { clientClaimView } from '../actViews';
import { asClaimant } from '../policies';
import { CreateClaimInput, type ClientClaimOutput } from '../schemas';
import { reloadedClaim, runClaimCommand } from './runCommand';

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
    return reloadedClaim(deps, claimId, clientClaimView);
  };
