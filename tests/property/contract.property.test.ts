import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatContractNumber,
  parseContractNumber,
  typedNumberProblem,
} from '../../domain/contract/contract.numbering';
import { commissionOfMarkup, markupOfCommission } from '../../domain/shared/money';

describe('contract numbers', () => {
  it('read back as the year and sequence they were made of, and sort in order within a year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2999 }),
        fc.integer({ min: 1, max: 9_999 }),
        fc.integer({ min: 1, max: 9_999 }),
        (year, a, b) => {
          expect(parseContractNumber(formatContractNumber(year, a))).toEqual({ year, sequence: a });
          expect(formatContractNumber(year, a) < formatContractNumber(year, b)).toBe(a < b);
        },
      ),
    );
    expect(formatContractNumber(2026, 1)).toBe('C-2026-0001');
  });

  it('a typed number is never one the sequence could give', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 99_999 }), (year, n) => {
        expect(typedNumberProblem(formatContractNumber(year, n))).not.toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const problem = typedNumberProblem(typed);
        if (problem === null) expect(typed.trim().length).toBeLessThanOrEqual(40);
      }),
    );
  });
});

describe('commission and markup', () => {
  it('markup 25 equals commission 20, and the two convert back within rounding', () => {
    expect(commissionOfMarkup(2500)).toBe(2000);
    expect(markupOfCommission(2000)).toBe(2500);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (markup) => {
        const commission = commissionOfMarkup(markup);
        expect(commission).toBeLessThan(10_000);
        expect(commission).toBeLessThanOrEqual(markup);
        // commission = markup / (100 + markup): the share of the catalogue price the platform keeps.
        expect(Math.abs(commission - (markup * 10_000) / (10_000 + markup))).toBeLessThanOrEqual(0.5);
        expect(Math.abs(markupOfCommission(commission) - markup)).toBeLessThanOrEqual(Math.ceil(markup / 5_000) + 1);
      }),
    );
  });
});
