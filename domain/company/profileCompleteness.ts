import type { VatStatus } from './vat';

/** What the completeness of a company profile is judged on (the facts contracts and the contact card rely on). */
export type ProfileFacts = {
  readonly name: string;
  readonly legalName: string | null;
  readonly countryCode: string | null;
  readonly city: string | null;
  readonly legalAddress: string | null;
  readonly website: string | null;
  readonly logoId: string | null;
  readonly registrationNumber: string | null;
  readonly taxNumber: string | null;
  readonly employeesCount: string | null;
  readonly description: string | null;
  readonly vat: VatStatus;
  readonly paymentDetails: number;
};

const filled = (value: string | null) => value !== null && value.trim() !== '';

/** The facts a solution's contact card shows (the solution editor's warning names the missing ones). */
export const contactFacts = ['company name', 'country', 'website', 'logo'] as const;
export type ContactFact = (typeof contactFacts)[number];

export const missingContactFacts = (
  facts: Pick<ProfileFacts, 'name' | 'countryCode' | 'website' | 'logoId'>,
): ContactFact[] => [
  ...(filled(facts.name) ? [] : (['company name'] as const)),
  ...(filled(facts.countryCode) ? [] : (['country'] as const)),
  ...(filled(facts.website) ? [] : (['website'] as const)),
  ...(filled(facts.logoId) ? [] : (['logo'] as const)),
];

/** Every fact a complete profile has, each counting the same; postal address and description are optional. */
const checks: readonly (readonly [string, (f: ProfileFacts) => boolean])[] = [
  ['company name', (f) => filled(f.name)],
  ['legal name', (f) => filled(f.legalName)],
  ['country', (f) => filled(f.countryCode)],
  ['city', (f) => filled(f.city)],
  ['legal address', (f) => filled(f.legalAddress)],
  ['website', (f) => filled(f.website)],
  ['logo', (f) => filled(f.logoId)],
  ['registration number', (f) => filled(f.registrationNumber)],
  ['tax number', (f) => filled(f.taxNumber)],
  ['number of employees', (f) => filled(f.employeesCount)],
  ['VAT', (f) => f.vat.kind !== 'unknown'],
  ['payment details', (f) => f.paymentDetails > 0],
];

export type Completeness = { readonly percent: number; readonly missing: readonly string[] };

/** How much of the profile is filled, in whole percent (rounded down: 100 only when nothing is missing). */
export const profileCompleteness = (facts: ProfileFacts): Completeness => {
  const missing = checks.filter(([, done]) => !done(facts)).map(([name]) => name);
  return { percent: Math.floor(((checks.length - missing.length) * 100) / checks.length), missing };
};
