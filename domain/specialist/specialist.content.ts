/**
 * What a specialist card says. Shared fields (categories, role, grade, domains, location, skills) are taken from
 * the first language; the texts are kept per language under its code, `en` first, with room for more.
 */
export const grades = ['junior', 'junior+', 'middle', 'middle+', 'senior', 'lead'] as const;
export type Grade = (typeof grades)[number];

export const workFormats = ['full-time', 'part-time'] as const;
export type WorkFormat = (typeof workFormats)[number];

export type KeySkill = { readonly id: string | null; readonly title: string };
export type LanguageSkill = { readonly language: string; readonly level: string };
export type SocialLink = { readonly title: string; readonly link: string };

export type Project = {
  readonly id: string;
  readonly title: string;
  readonly role: string;
  readonly description: string;
  readonly responsibilities: string;
  readonly stack: string;
  readonly start: string;
  readonly finish: string | null;
  readonly untilNow: boolean;
};

export type Education = {
  readonly id: string;
  readonly school: string;
  readonly degree: string;
  readonly fieldOfStudy: string;
  readonly endDate: string | null;
};
export type Certificate = {
  readonly id: string;
  readonly school: string;
  readonly title: string;
  readonly date: string | null;
  readonly fileId: string | null;
};

export type LocalizedContent = {
  readonly surname: string;
  readonly name: string;
  readonly middleName: string;
  readonly description: string;
  readonly projects: readonly Project[];
  readonly education: readonly Education[];
  readonly certificates: readonly Certificate[];
};

export type SharedContent = {
  /** Not stated until the agency chooses: no default for a fact about a person (docs/decisions.md). */
  readonly gender: 'm' | 'f' | null;
  readonly birthDate: string | null;
  readonly phone: string;
  readonly email: string;
  readonly socialLinks: readonly SocialLink[];
  readonly photoId: string | null;
  readonly countryCode: string | null;
  readonly cityId: string | null;
  readonly categories: readonly string[];
  readonly subcategories: readonly string[];
  readonly specializationId: string | null;
  readonly grade: Grade | null;
  readonly workIndustries: readonly string[];
  readonly keySkills: readonly KeySkill[];
  readonly languages: readonly LanguageSkill[];
};

export type WorkingConditions = {
  /** The agency's rate per hour, in cents; the catalogue price adds the platform fee. */
  readonly hourPriceCents: number;
  readonly workFormats: readonly WorkFormat[];
  readonly hoursPerWeek: number;
  readonly engagementTypes: readonly string[];
  readonly readyForRelocation: boolean | null;
  readonly businessTrips: boolean;
  readonly teamOnlyReserve: boolean;
};

export type ReservationPeriod = { readonly startPeriod: string; readonly endPeriod: string };

export type SpecialistContent = {
  readonly shared: SharedContent;
  readonly texts: { readonly en: LocalizedContent } & Readonly<Record<string, LocalizedContent>>;
  readonly workingConditions: WorkingConditions;
  /** Periods the agency marked as not available; client reservations live with the cart. */
  readonly agencyReservations: readonly ReservationPeriod[];
};

/**
 * The platform manager's review of a card. `forEarlierVersion`: the agency edited the published card after the manager
 * gave it, so the text speaks of an earlier version (and the card is no longer verified) until a manager reviews it again.
 */
export type ManagerReview = {
  readonly verified: boolean;
  readonly hrReview: string;
  readonly hrReviewDate: string | null;
  readonly forEarlierVersion: boolean;
};
