import { catalogPriceOf, type PriceSettings } from '../../../domain/specialist/catalogPrice';
import { cents } from '../../../domain/shared/money';
import type { PublicSpecialist } from '../schemas';
import type { CatalogCardDetails } from '../catalogPorts';

const ageOn = (birthDate: string | null, today: string): number | null => {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

/**
 * The card as the public sees it: no contacts (phone, e-mail, social links, exact birth date), no certificate files,
 * the surname shortened; the agency's name only for managers, the review only in the verified variant.
 */
export const publicViewOf = (
  card: CatalogCardDetails,
  settings: PriceSettings,
  today: string,
  options: { withAgency: boolean; withReview: boolean },
): PublicSpecialist => {
  const { content, item } = card;
  const t = content.texts.en;
  const price = catalogPriceOf(cents(content.workingConditions.hourPriceCents), settings);
  return {
    id: item.id,
    photoUrl: item.photoUrl,
    name: item.name,
    surnameInitial: item.surnameInitial,
    specialization: item.specialization,
    specializationId: card.specializationId,
    grade: item.grade,
    categories: card.categories,
    keySkills: item.keySkills,
    domains: card.domains,
    city: item.city,
    country: card.country,
    age: ageOn(content.shared.birthDate, today),
    gender: content.shared.gender,
    languages: item.languages,
    description: t.description,
    projects: t.projects.map(({ title, role, description, responsibilities, stack, start, finish, untilNow }) => ({
      title,
      role,
      description,
      responsibilities,
      stack,
      start,
      finish,
      untilNow,
    })),
    education: t.education.map(({ school, degree, fieldOfStudy, endDate }) => ({
      school,
      degree,
      fieldOfStudy,
      endDate,
    })),
    certificates: t.certificates.map(({ school, title, date }) => ({ school, title, date })),
    conditions: {
      workFormats: content.workingConditions.workFormats,
      hoursPerWeek: content.workingConditions.hoursPerWeek,
      engagementTypes: content.workingConditions.engagementTypes,
      readyForRelocation: content.workingConditions.readyForRelocation,
      businessTrips: content.workingConditions.businessTrips,
    },
    price: { catalogPriceCents: price.catalogPrice, withVatCents: price.catalogPriceWithVat, vatCents: price.vat },
    experienceMonths: card.experienceMonths,
    availableNow: item.availableNow,
    verified: item.verified,
    publishedAt: card.publishedAt.toISOString(),
    ...(options.withAgency ? { agencyName: card.agencyName } : {}),
    ...(options.withReview
      ? {
          review: {
            hrReview: card.review.hrReview,
            hrReviewDate: card.review.hrReviewDate,
            forEarlierVersion: card.review.forEarlierVersion,
          },
        }
      : {}),
  };
};
