/** Money is integer cents; floating point never holds an amount. */
export type Cents = number & { readonly __brand: 'Cents' };

export const cents = (value: number): Cents => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`cents must be a safe integer, got ${value}`);
  return value as Cents;
};

export const dollarsToCents = (dollars: number): Cents => cents(Math.round(dollars * 100));

/** Percentages are held in basis points (1% = 100 bp) so a rate is an integer too. */
export const applyBasisPoints = (amount: Cents, basisPoints: number): Cents =>
  cents(Math.round((amount * basisPoints) / 10_000));
