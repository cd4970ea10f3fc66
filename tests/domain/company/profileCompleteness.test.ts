import { describe, expect, it } from 'vitest';
import {
  missingContactFacts,
  profileCompleteness,
  type ProfileFacts,
} from '../../../domain/company/profileCompleteness';

const empty: ProfileFacts = {
  name: 'Acme',
  legalName: null,
  countryCode: null,
  city: null,
  legalAddress: null,
  website: null,
  logoId: null,
  registrationNumber: null,
  taxNumber: null,
  employeesCount: null,
  description: null,
  vat: { kind: 'unknown' },
  paymentDetails: 0,
};
const full: ProfileFacts = {
  ...empty,
  legalName: 'Acme Ltd',
  countryCode: 'GB',
  city: 'London',
  legalAddress: '1 Road',
  website: 'https://acme.example',
  logoId: 'f',
  registrationNumber: '123',
  taxNumber: 'GB1',
  employeesCount: '11-50',
  vat: { kind: 'exempt', article: 'reverse_charge' },
  paymentDetails: 1,
};

describe('profile completeness', () => {
  it('names what the contact card lacks: company name, country, website, logo', () => {
    expect(missingContactFacts(empty)).toEqual(['country', 'website', 'logo']);
    expect(missingContactFacts({ ...empty, name: ' ' })).toEqual(['company name', 'country', 'website', 'logo']);
    expect(missingContactFacts(full)).toEqual([]);
  });

  it('is 100 % only when nothing is missing; postal address and description are optional', () => {
    expect(profileCompleteness(full)).toEqual({ percent: 100, missing: [] });
    expect(profileCompleteness({ ...full, paymentDetails: 0 })).toEqual({ percent: 91, missing: ['payment details'] });
    const start = profileCompleteness(empty);
    expect(start.percent).toBe(8);
    expect(start.missing).toContain('VAT');
  });
});
