import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../shared/domainError';
import type { CompanyError } from './company.errors';

/** IBAN length by country (SWIFT's IBAN registry): a wrong length is a typo even when the checksum happens to match. */
export const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/** The electronic form: no spaces, upper case. */
export const normalizeAccount = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** Two letters then two digits: the account is meant as an IBAN and must be one. */
export const looksLikeIban = (account: string): boolean => /^[A-Z]{2}[0-9]{2}/.test(account);

/** ISO 13616 check: move the first four characters to the end, letters to numbers (A = 10), the remainder mod 97 is 1. */
export const ibanChecksumHolds = (iban: string): boolean => {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? code - 55 : code - 48;
    if (value < 0 || value > 35) return false;
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder === 1;
};

export const isIban = (iban: string): boolean => {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = ibanLengths[iban.slice(0, 2)];
  return length !== undefined && iban.length === length && ibanChecksumHolds(iban);
};

/** A national account number where banks have no IBAN (the US, Canada, most of Asia): 4 to 34 letters and digits. */
export const isNationalAccount = (account: string): boolean =>
  /^[A-Z0-9]{4,34}$/.test(account) && /[0-9]/.test(account);

export const ibanMessage = 'The IBAN is not valid: check the country, the length and the digits';
export const accountMessage = 'Enter an IBAN or an account number (4 to 34 letters and digits)';

/** An account is an IBAN, checked in full, when it starts like one; otherwise a national account number. */
export const checkAccount = (typed: string): Result<string, CompanyError> => {
  const account = normalizeAccount(typed);
  if (looksLikeIban(account))
    return isIban(account) ? ok(account) : err(domainError('company.iban_invalid', ibanMessage));
  return isNationalAccount(account) ? ok(account) : err(domainError('company.account_invalid', accountMessage));
};
