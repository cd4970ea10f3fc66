/** Money is integer cents; floating point never holds an amount. */
export type Cents = number & { readonly __brand: 'Cents' };

export const cents = (value: number): Cents => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`cents must be a safe integer, got ${value}`);
  return value as Cents;
};

export const dollarsToCents = (dollars: number): Cents => cents(Math.round(dollars * 100));

/**
 * Percentages are held in basis points (1% = 100 bp) so a rate is an integer too. The share is rounded half away
 * from zero, so a credit (a negative amount) is the exact mirror of the charge.
 */
export const applyBasisPoints = (amount: Cents, basisPoints: number): Cents => {
  const exact = (amount * basisPoints) / 10_000;
  return cents(Math.sign(exact) * Math.round(Math.abs(exact)) || 0);
};

/** Value-added tax on a net amount at a rate in basis points; null (the client pays no VAT) is no tax. */
export const vatOf = (netCents: number, vatRateBasisPoints: number | null): Cents =>
  vatRateBasisPoints === null ? cents(0) : applyBasisPoints(cents(netCents), vatRateBasisPoints);

/**
 * The platform's fee as a share of the catalogue price, from the markup on the agency's rate: the seeds' hint
 * 'markup 25 equals commission 20' (commission = markup / (100 + markup)). Basis points in, basis points out.
 */
export const commissionOfMarkup = (markupBasisPoints: number): number =>
  Math.round((markupBasisPoints * 10_000) / (10_000 + markupBasisPoints));

/** The inverse: the markup that gives a commission (a 20 % commission is a 25 % markup). */
export const markupOfCommission = (commissionBasisPoints: number): number =>
  Math.round((commissionBasisPoints * 10_000) / (10_000 - commissionBasisPoints));
