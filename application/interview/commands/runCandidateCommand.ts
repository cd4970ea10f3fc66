import { err, ok, type Result } from 'neverthrow';
import type { CandidateCommand } from '../../../domain/interview/interview.commands';
import { candidateDecider } from '../../../domain/interview/interview.decide';
import type { CandidateEvent } from '../../../domain/interview/interview.events';
import type { Candidate } from '../../../domain/interview/interview.state';
import type { AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { candidateStreamOf, type InterviewDeps } from '../interviewPorts';

export type CandidateActionResult = { readonly id: string; readonly status: Candidate['status']; readonly version: number };

export const runCandidateCommand = async (
  deps: InterviewDeps,
  candidateId: string,
  command: CandidateCommand,
): Promise<Result<CandidateActionResult & { events: CandidateEvent[] }, AppError>> => {
  const result = await handleCommand(deps.events, candidateDecider, candidateStreamOf(candidateId), command);
  if (result.isErr()) return err(result.error);
  return ok({ id: candidateId, status: result.value.state.status, version: Number(result.value.version), events: result.value.events });
};
