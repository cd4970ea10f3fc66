import { MATCH_LIMIT, rankMatches, type MatchRequest } from '../../domain/matching/matching';
import type { ClientRequestRow, MatchCandidate, MatchCandidateReader } from './clientRequestPorts';

/** What of a request the matching reads: its skills, categories, grade, period, work format and budget. */
export const matchRequestOf = (
  request: Pick<
    ClientRequestRow,
    | 'keySkills'
    | 'categories'
    | 'subcategories'
    | 'grade'
    | 'periodFrom'
    | 'periodTo'
    | 'workFormat'
    | 'budgetPerHourCents'
  >,
): MatchRequest => ({
  keySkillIds: request.keySkills.map((skill) => skill.id),
  categoryIds: request.categories.map((category) => category.id),
  subcategoryIds: request.subcategories.map((category) => category.id),
  grade: request.grade,
  period: { startPeriod: request.periodFrom, endPeriod: request.periodTo },
  workFormat: request.workFormat,
  budgetPerHourCents: request.budgetPerHourCents,
});

export type RankedMatch = MatchCandidate & { readonly score: number; readonly reasons: readonly string[] };

/**
 * A request's matches best first: the reader narrows the catalogue, the domain filters and ranks. The manager's list
 * and the agencies invited at publication read this one function.
 */
export const matchesFor = async (reader: MatchCandidateReader, request: MatchRequest): Promise<RankedMatch[]> => {
  const candidates = await reader.candidates(request, MATCH_LIMIT);
  const byId = new Map(candidates.map((candidate) => [candidate.specialistId, candidate]));
  return rankMatches(request, candidates, MATCH_LIMIT).map((match) => ({
    ...(byId.get(match.specialistId) as MatchCandidate),
    score: match.score,
    reasons: match.reasons,
  }));
};
