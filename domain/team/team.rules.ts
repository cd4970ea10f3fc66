import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/domainError';

/**
 * An agency's team: a named group of its own catalogue cards that a client books whole, for one period.
 * Teams are a plain table (no lifecycle worth a stream); these are the rules a team's members obey.
 */
export const TEAM_MIN_MEMBERS = 2;
export const TEAM_MAX_MEMBERS = 20;
export const TEAM_NAME_MAX = 100;
export const TEAM_DESCRIPTION_MAX = 2000;

/** What the rules need to know of a card a team names: whose it is, whether it is in the catalogue now, and its team-only flag. */
export type MemberCard = {
  readonly specialistId: string;
  readonly agencyId: string;
  readonly inCatalogue: boolean;
  /** The card's `teamOnlyReserve`: bookable only with a team it belongs to. */
  readonly teamOnly: boolean;
};

export type TeamErrorCode =
  | 'team.too_few_members'
  | 'team.too_many_members'
  | 'team.duplicate_member'
  | 'team.member_not_found'
  | 'team.member_not_published';

/** A refused member names its position in the list the agency sent (`specialists.2`), or the list itself (index null). */
export type MemberIssue = DomainError<TeamErrorCode> & { readonly index: number | null };

/**
 * The members of a team as saved: at least two and at most twenty distinct cards of the team's own agency. A card
 * joining the team must be in the catalogue now; a member the team already had may stay while its card is out of
 * the catalogue (hidden, blocked), so an agency can still rename its team, which shows as unavailable meanwhile.
 * Another agency's card, or one that does not exist, is 'not found' alike: the agency learns nothing of others' cards.
 */
export const checkMembers = (
  agencyId: string,
  chosen: readonly string[],
  cards: readonly MemberCard[],
  alreadyMembers: ReadonlySet<string> = new Set(),
): Result<readonly string[], readonly MemberIssue[]> => {
  const issues: MemberIssue[] = [];
  const seen = new Set<string>();
  chosen.forEach((specialistId, index) => {
    if (seen.has(specialistId)) {
      issues.push({ ...domainError('team.duplicate_member', 'This specialist is already in the team'), index });
      return;
    }
    seen.add(specialistId);
    const card = cards.find((c) => c.specialistId === specialistId);
    if (!card || card.agencyId !== agencyId) {
      issues.push({ ...domainError('team.member_not_found', 'Choose one of your own published specialists'), index });
    } else if (!card.inCatalogue && !alreadyMembers.has(specialistId)) {
      issues.push({
        ...domainError('team.member_not_published', 'Only specialists published in the catalogue can join a team'),
        index,
      });
    }
  });
  if (seen.size < TEAM_MIN_MEMBERS) {
    issues.push({
      ...domainError('team.too_few_members', `A team needs at least ${TEAM_MIN_MEMBERS} specialists`),
      index: null,
    });
  }
  if (seen.size > TEAM_MAX_MEMBERS) {
    issues.push({
      ...domainError('team.too_many_members', `A team holds at most ${TEAM_MAX_MEMBERS} specialists`),
      index: null,
    });
  }
  return issues.length > 0 ? err(issues) : ok([...seen]);
};

/**
 * A team can be booked only whole, so only while every member is in the catalogue: one card hidden, blocked or
 * archived makes the whole team unavailable until it is back (or the agency takes it out of the team).
 */
export const isTeamBookable = (members: readonly Pick<MemberCard, 'inCatalogue'>[]): boolean =>
  members.length >= TEAM_MIN_MEMBERS && members.every((member) => member.inCatalogue);
