import { err, ok, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asSolutionModerator, existingSolution } from '../policies';
import { ManagerSaveSolutionInput, PublishSolutionInput, RejectSolutionInput } from '../schemas';
import { parseSolutionContent } from '../solutionContent';
import type { SolutionDeps } from '../solutionPorts';
import { runSolutionCommand, type SolutionActionResult } from './runSolutionCommand';

type Outcome = Promise<Result<SolutionActionResult, AppError>>;

/** The agency of an existing solution, whose files a manager's edit may name (a missing one is refused later with 404). */
const agencyOf = async (deps: SolutionDeps, solutionId: string): Promise<string | null> => (await deps.solutions.find(solutionId))?.agencyId ?? null;

/** A manager publishes a solution in moderation, optionally with edits checked in full. */
export const publishSolution =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Outcome => {
    const caller = asSolutionModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(PublishSolutionInput, raw);
    if (input.isErr()) return err(input.error);
    const { solutionId } = input.value;
    const content = input.value.content === undefined ? ok(null) : await parseSolutionContent(deps, input.value.content, 'review', await agencyOf(deps, solutionId));
    if (content.isErr()) return err(content.error);
    const command = { action: 'publish' as const, solutionId, content: content.value, metadata: metadataOf(caller.value, deps.clock.now()) };
    return runSolutionCommand(deps, solutionId, (solution) => existingSolution(solution).map(() => command), input.value.version);
  };

/** A manager saves changes without moving the solution; a draft is checked as a draft, anything else in full. */
export const saveSolutionAsManager =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Outcome => {
    const caller = asSolutionModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(ManagerSaveSolutionInput, raw);
    if (input.isErr()) return err(input.error);
    const { solutionId } = input.value;
    const agencyId = await agencyOf(deps, solutionId);
    const metadata = metadataOf(caller.value, deps.clock.now());
    const [asDraft, asReview] = await Promise.all([
      parseSolutionContent(deps, input.value.content, 'draft', agencyId),
      parseSolutionContent(deps, input.value.content, 'review', agencyId),
    ]);
    return runSolutionCommand(
      deps,
      solutionId,
      (solution) =>
        existingSolution(solution)
          .andThen((existing) => (existing.status === 'draft' ? asDraft : asReview))
          .map((content) => ({ action: 'managerSave' as const, solutionId, content, metadata })),
      input.value.version,
    );
  };

/** A manager rejects a solution in moderation with reasons the agency reads. */
export const rejectSolution =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Outcome => {
    const caller = asSolutionModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(RejectSolutionInput, raw);
    if (input.isErr()) return err(input.error);
    const { solutionId, reasons, comment } = input.value;
    const command = { action: 'reject' as const, solutionId, reasons, comment, metadata: metadataOf(caller.value, deps.clock.now()) };
    return runSolutionCommand(deps, solutionId, (solution) => existingSolution(solution).map(() => command), input.value.version);
  };
