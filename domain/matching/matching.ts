import { isFreeOver } from '../booking/availability';
import type { WorkFormat } from '../booking/workFormat';
import type { DatePeriod } from '../shared/dates';

/**
 * Which published specialists suit a client request, and why, in words. A pure function of the request and the
 * cards; the read model only narrows the cards it hands over (see `MATCH_WEIGHTS`).
 *
 * Hard filters (a card that fails one is no match at all):
 * - free for the whole period: no booking and no 'not available' period shares a day with it (`isFreeOver`, the
 *   booking area's rule);
 * - relevant: the card shares at least one key skill, subcategory or category with the request;
 * - bookable alone: a card its agency reserves for its team (`teamOnlyReserve`) is never a match. The cart refuses it
 *   alone ('This specialist can be booked only with their team'), and a match invites its agency to offer the one
 *   specialist, so listing it would invite an offer the client cannot book.
 *
 * The score is a sum of points, so every reason only ever adds (adding a required skill, a subcategory or a category
 * to the request never lowers a card's score, and never drops a card that matched):
 * - 10 for each key skill the request names and the card has ('7 of 8 skills');
 * - 4 when the card is in one of the request's subcategories, else 1 when it is in one of its categories;
 * - 2 when the card's grade is the grade asked ('Senior as asked');
 * - 1 when the catalogue price an hour is within the client's budget ('within budget'); a card above it scores
 *   nothing for the budget and says by how much ('over budget: $63/h for $40/h'), so a manager reading a strong
 *   skill match sees the price it comes at;
 * - 1 when the card offers the work format asked ('full-time as asked').
 * 'free for the whole period' is said of every match. The request asks no language, so languages weigh nothing; the
 * reasons name the card's English level ('English C1') because the platform's clients read it first.
 */
export type MatchRequest = {
  readonly keySkillIds: readonly string[];
  readonly categoryIds: readonly string[];
  readonly subcategoryIds: readonly string[];
  readonly grade: string | null;
  readonly period: DatePeriod;
  readonly workFormat: WorkFormat;
  /** The most the client pays an hour, in cents; null when it says nothing. */
  readonly budgetPerHourCents: number | null;
};

export type MatchCard = {
  readonly specialistId: string;
  readonly agencyId: string;
  readonly keySkillIds: readonly string[];
  readonly categoryIds: readonly string[];
  readonly subcategoryIds: readonly string[];
  readonly grade: string | null;
  /** `en:C1` per language. */
  readonly languages: readonly string[];
  readonly workFormats: readonly string[];
  readonly catalogPriceCents: number;
  /** The card's busy periods that may touch the request's period: client bookings and 'not available' periods. */
  readonly busy: readonly DatePeriod[];
  /** The card's `teamOnlyReserve`: bookable only with a team it belongs to, never alone. */
  readonly teamOnly: boolean;
};

export type Match = {
  readonly specialistId: string;
  readonly agencyId: string;
  readonly score: number;
  /** The score's reasons in words, strongest first. */
  readonly reasons: readonly string[];
};

/**
 * One key skill in common outweighs every other reason together (10 > 4 + 2 + 1 + 1), so the cards with the most
 * skills in common hold the best scores: the read model hands over those cards first and every card tied with the
 * last one it keeps, and the ranking below is still the whole catalogue's.
 */
export const MATCH_WEIGHTS = { skill: 10, subcategory: 4, category: 1, grade: 2, budget: 1, workFormat: 1 } as const;

/**
 * The most a card can score for the request when it shares no key skill and no subcategory with it (a category, the
 * grade, the budget, the work format, as far as the request asks them), and, `withoutGrade`, when it has not the grade
 * asked either. When `MATCH_LIMIT` free cards that do share one score more, no other card can rank, and the read model
 * need not read the rest of the category.
 */
export const scoreCeiling = (request: MatchRequest, { withoutGrade }: { readonly withoutGrade: boolean }): number =>
  (request.categoryIds.length > 0 ? MATCH_WEIGHTS.category : 0) +
  (request.grade !== null && !withoutGrade ? MATCH_WEIGHTS.grade : 0) +
  (request.budgetPerHourCents !== null ? MATCH_WEIGHTS.budget : 0) +
  MATCH_WEIGHTS.workFormat;

/** The most matches a request lists (the manager's page and the agencies invited). */
export const MATCH_LIMIT = 50;

/** A grade as the reasons say it: its code capitalised ('Senior', 'Middle+'). */
const gradeWord = (grade: string): string => grade.charAt(0).toUpperCase() + grade.slice(1);

/** An hourly price as the catalogue shows it: '$63/h', '$62.50/h'. */
const perHour = (cents: number): string => `$${cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)}/h`;

const shares = (a: readonly string[], b: readonly string[]): boolean => a.some((x) => b.includes(x));

/** The card's score and reasons for the request, or null when a hard filter leaves it out. */
export const matchCard = (request: MatchRequest, card: MatchCard): Match | null => {
  if (card.teamOnly) return null;
  if (!isFreeOver(card.busy, request.period)) return null;
  const skills = request.keySkillIds.filter((id) => card.keySkillIds.includes(id)).length;
  const inSubcategory = shares(request.subcategoryIds, card.subcategoryIds);
  const inCategory = shares(request.categoryIds, card.categoryIds);
  if (skills === 0 && !inSubcategory && !inCategory) return null;

  let score = 0;
  const reasons: string[] = [];
  if (request.keySkillIds.length > 0) {
    score += skills * MATCH_WEIGHTS.skill;
    reasons.push(`${skills} of ${request.keySkillIds.length} skills`);
  }
  if (inSubcategory) {
    score += MATCH_WEIGHTS.subcategory;
    reasons.push('in the subcategory asked');
  } else if (inCategory) {
    score += MATCH_WEIGHTS.category;
    reasons.push('in the category asked');
  }
  reasons.push('free for the whole period');
  if (request.grade !== null && card.grade === request.grade) {
    score += MATCH_WEIGHTS.grade;
    reasons.push(`${gradeWord(request.grade)} as asked`);
  }
  if (request.budgetPerHourCents !== null) {
    if (card.catalogPriceCents <= request.budgetPerHourCents) {
      score += MATCH_WEIGHTS.budget;
      reasons.push('within budget');
    } else reasons.push(`over budget: ${perHour(card.catalogPriceCents)} for ${perHour(request.budgetPerHourCents)}`);
  }
  if (card.workFormats.includes(request.workFormat)) {
    score += MATCH_WEIGHTS.workFormat;
    reasons.push(`${request.workFormat} as asked`);
  }
  const english = card.languages.find((language) => language.startsWith('en:'));
  if (english) reasons.push(`English ${english.slice(3)}`);
  return { specialistId: card.specialistId, agencyId: card.agencyId, score, reasons };
};

/** The matches best first (ties by the card's id, so the order is stable), at most `limit`. */
export const rankMatches = (request: MatchRequest, cards: readonly MatchCard[], limit = MATCH_LIMIT): Match[] =>
  cards
    .map((card) => matchCard(request, card))
    .filter((match): match is Match => match !== null)
    .sort(
      (a, b) => b.score - a.score || (a.specialistId < b.specialistId ? -1 : a.specialistId > b.specialistId ? 1 : 0),
    )
    .slice(0, limit);
