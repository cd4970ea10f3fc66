import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../shared/domainError';
import type { CompanyError } from './company.errors';

/**
 * A SWIFT (BIC, ISO 9362) code: 8 or 11 uppercase latin letters and digits, laid out as the bank (4 letters or
 * digits), its country (2 letters), its location (2 letters or digits) and, optionally, the branch (3).
 */
export const SWIFT_PATTERN = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** What a person types, as the code is written: spaces dropped, letters in upper case. */
export const normalizeSwift = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const isSwift = (value: string): boolean => SWIFT_PATTERN.test(value);

export const swiftMessage = 'SWIFT must be 8 or 11 latin letters and digits (bank, country, location, branch)';

export const checkSwift = (typed: string): Result<string, CompanyError> => {
  const swift = normalizeSwift(typed);
  return isSwift(swift) ? ok(swift) : err(domainError('company.swift_invalid', swiftMessage));
};
