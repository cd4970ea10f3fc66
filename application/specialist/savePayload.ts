import type { ManagerReview, SpecialistContent } from '../../domain/specialist/specialist.content';
import { isoDateOf } from '../../domain/shared/dates';
import { dollarsToCents } from '../../domain/shared/money';
import type { ParsedSpecialistContent } from './schemas';

/**
 * The save-payload rules of part 1, section 3: empty rows dropped, placeholder ids ('new-…') replaced,
 * hours per week kept only for part-time, hour price 0 when missing. Applying it twice changes nothing.
 */
const isPlaceholder = (id: string) => id === '' || id.startsWith('new-');

const filled = (row: Record<string, unknown>) =>
  Object.entries(row).some(
    ([key, value]) =>
      key !== 'id' &&
      value !== '' &&
      value !== null &&
      value !== false &&
      !(Array.isArray(value) && value.length === 0),
  );

export const normalizeSavePayload = (card: ParsedSpecialistContent, newId: () => string): ParsedSpecialistContent => {
  const withIds = <Row extends { id: string }>(rows: readonly Row[]) =>
    rows.filter(filled).map((row) => (isPlaceholder(row.id) ? { ...row, id: newId() } : row));
  const texts = card.texts.en;
  const partTime = card.workingConditions.workFormats.includes('part-time');
  return {
    ...card,
    shared: {
      ...card.shared,
      cityId: card.shared.countryCode ? card.shared.cityId : null,
      languages: card.shared.languages.filter((l) => l.language || l.level),
      keySkills: card.shared.keySkills.filter(
        (skill, i, all) => all.findIndex((s) => s.title.toLowerCase() === skill.title.toLowerCase()) === i,
      ),
    },
    texts: {
      en: {
        ...texts,
        projects: withIds(texts.projects).map((p) => (p.untilNow ? { ...p, finish: null } : p)),
        education: withIds(texts.education),
        certificates: withIds(texts.certificates),
      },
    },
    workingConditions: { ...card.workingConditions, hoursPerWeek: partTime ? card.workingConditions.hoursPerWeek : 0 },
    agencyReservations: card.agencyReservations.filter((r) => r.startPeriod || r.endPeriod),
  };
};

/** The normalised payload in the domain's terms: money in cents, reservations as complete periods. */
export const toSpecialistContent = (card: ParsedSpecialistContent): SpecialistContent => {
  const { hourPrice, ...conditions } = card.workingConditions;
  return {
    shared: card.shared,
    texts: {
      en: {
        ...card.texts.en,
        projects: card.texts.en.projects.map((p) => ({ ...p, start: p.start ?? '', finish: p.finish })),
      },
    },
    workingConditions: { ...conditions, hourPriceCents: dollarsToCents(hourPrice) },
    agencyReservations: card.agencyReservations.flatMap((r) =>
      r.startPeriod && r.endPeriod ? [{ startPeriod: r.startPeriod, endPeriod: r.endPeriod }] : [],
    ),
  };
};

/**
 * The review date moves to today only when the manager changed the review text. A review the manager sends is about
 * the card as it is now, even when its text did not change.
 */
export const nextReview = (
  previous: ManagerReview,
  input: { verified: boolean; hrReview: string },
  today: string,
): ManagerReview => ({
  verified: input.verified,
  hrReview: input.hrReview,
  hrReviewDate: input.hrReview !== previous.hrReview ? (input.hrReview ? today : null) : previous.hrReviewDate,
  forEarlierVersion: false,
});

/** The review a manager's publish or save records, when the manager sent one (the card keeps its own otherwise). */
export const reviewSentBy = (
  card: { readonly review: ManagerReview },
  input: { verified: boolean; hrReview: string } | undefined,
  at: Date,
): ManagerReview | null => (input ? nextReview(card.review, input, isoDateOf(at)) : null);
