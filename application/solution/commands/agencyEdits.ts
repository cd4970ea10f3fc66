import { err, ok, type Result } from 'neverthrow';
import type { SolutionCommand } from '../../../domain/solution/solution.commands';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asSolutionAgency, ownSolution } from '../policies';
import { SaveSolutionInput } from '../schemas';
import { parseSolutionContent } from '../solutionContent';
import type { SolutionDeps } from '../solutionPorts';
import { runSolutionCommand, type SolutionActionResult } from './runSolutionCommand';

type Outcome = Promise<Result<SolutionActionResult, AppError>>;

/** The agency saves a solution as a draft; a new solution starts here. Only limits and formats are checked. */
export const saveSolutionDraft =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Outcome => {
    const caller = asSolutionAgency(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SaveSolutionInput, raw);
    if (input.isErr()) return err(input.error);
    const content = await parseSolutionContent(deps, input.value.content, 'draft', caller.value.companyId);
    if (content.isErr()) return err(content.error);
    const solutionId = input.value.solutionId ?? deps.newId();
    const metadata = metadataOf(caller.value, deps.clock.now());
    return runSolutionCommand(
      deps,
      solutionId,
      (solution) => ownSolution(caller.value, solution, true).map(() => ({ action: 'saveDraft' as const, solutionId, agencyId: caller.value.companyId, content: content.value, metadata })),
      input.value.version,
    );
  };

/**
 * The agency's Publish button: a new, draft, rejected or deactivated solution goes to moderation;
 * a published one is edited in place and stays published. Every rule is checked.
 */
export const sendSolutionToReview =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Outcome => {
    const caller = asSolutionAgency(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SaveSolutionInput, raw);
    if (input.isErr()) return err(input.error);
    const content = await parseSolutionContent(deps, input.value.content, 'review', caller.value.companyId);
    if (content.isErr()) return err(content.error);
    const solutionId = input.value.solutionId ?? deps.newId();
    const metadata = metadataOf(caller.value, deps.clock.now());
    return runSolutionCommand(
      deps,
      solutionId,
      (solution) =>
        ownSolution(caller.value, solution, true).andThen((own): Result<SolutionCommand, AppError> =>
          own.status === 'published'
            ? ok({ action: 'editPublished', solutionId, content: content.value, metadata })
            : ok({ action: 'sendToReview', solutionId, agencyId: caller.value.companyId, content: content.value, metadata }),
        ),
      input.value.version,
    );
  };
