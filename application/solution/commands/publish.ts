import { ok } from 'neverthrow';
import { PublishSolutionInput } from '../schemas';
import { commandKit } from './runCommand';

/** A manager publishes a solution in moderation, optionally with edits checked in full. */
export const publish = commandKit.byModerator(
  PublishSolutionInput,
  (_solution, { solutionId }, metadata, content) => ok({ action: 'publish' as const, solutionId, content, metadata }),
  commandKit.reviewedContent,
);
