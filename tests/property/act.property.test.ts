import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actAmounts, invoiceTotal, vatOf } from '../../domain/act/act.amounts';
import { commissionOfMarkup } from '../../domain/shared/money';

/** Rates up to $2,000 an hour, a month's hours, markups from 0 to 100 %, VAT from none to 50 % or not charged. */
const pricing = fc.record({
  agencyRateCents: fc.integer({ min: 1, max: 200_000 }),
  markupBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  hours: fc.integer({ min: 1, max: 744 }),
  vatRateBasisPoints: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
});

describe('act amounts', () => {
  it('the client amount is the rate plus the fee plus VAT, VAT rounded once, in whole cents', () => {
    fc.assert(
      fc.property(pricing, ({ agencyRateCents, markupBasisPoints, hours, vatRateBasisPoints }) => {
        const clientRateCents = agencyRateCents + Math.round((agencyRateCents * markupBasisPoints) / 10_000);
        const a = actAmounts({ agencyRateCents, clientRateCents, hours, vatRateBasisPoints });
        expect(a.totalCents).toBe(a.agencyAmountCents + a.feeCents + a.vatCents);
        expect(a.agencyAmountCents + a.feeCents).toBe(clientRateCents * hours);
        // VAT is the exact share of the net amount, rounded once: never more than half a cent away.
        const exactVat = vatRateBasisPoints === null ? 0 : (a.netCents * vatRateBasisPoints) / 10_000;
        expect(Math.abs(a.vatCents - exactVat)).toBeLessThanOrEqual(0.5);
        for (const amount of [a.agencyAmountCents, a.feeCents, a.netCents, a.vatCents, a.totalCents])
          expect(Number.isSafeInteger(amount)).toBe(true);
        // The fee is the platform's commission of the catalogue price, up to the catalogue price's own rounding.
        expect(
          Math.abs(a.feeCents - (a.netCents * commissionOfMarkup(markupBasisPoints)) / 10_000),
        ).toBeLessThanOrEqual(hours + (a.netCents * 0.5) / 10_000 + 1);
      }),
    );
  });

  it('an invoice total is the sum of its lines, whatever the lines', () => {
    fc.assert(
      fc.property(pricing, ({ agencyRateCents, markupBasisPoints, hours, vatRateBasisPoints }) => {
        const clientRateCents = agencyRateCents + Math.round((agencyRateCents * markupBasisPoints) / 10_000);
        const a = actAmounts({ agencyRateCents, clientRateCents, hours, vatRateBasisPoints });
        expect(invoiceTotal(a.lines)).toBe(a.totalCents);
        expect(a.lines.map((l) => l.kind)).toEqual(['work', 'fee', 'vat']);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom('work' as const, 'fee' as const, 'vat' as const),
            amountCents: fc.integer({ min: -1e9, max: 1e9 }),
          }),
        ),
        (lines) => {
          expect(invoiceTotal(lines)).toBe(lines.reduce((s, l) => s + l.amountCents, 0));
        },
      ),
    );
  });

  it('a client that pays no VAT is charged none, and VAT rounds half away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (net) => {
        expect(vatOf(net, null)).toBe(0);
      }),
    );
    expect(vatOf(1, 5_000)).toBe(1);
    expect(vatOf(3, 5_000)).toBe(2);
    expect(vatOf(500_000, 2_000)).toBe(100_000);
  });
});
