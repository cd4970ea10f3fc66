import { applyBasisPoints, cents, type Cents } from '../shared/money';

/**
 * The catalogue price is the agency's rate plus the platform's service fee, paid in full by the client;
 * VAT variants are shown beside it. Rates are basis points (2500 = 25%). Prices are whole dollars per hour in the UI,
 * so the catalogue price is rounded up to a whole dollar.
 */
export type PriceSettings = { readonly serviceFeeBasisPoints: number; readonly vatBasisPoints: number };

export type CatalogPrice = {
  readonly agencyRate: Cents;
  readonly catalogPrice: Cents;
  readonly catalogPriceWithVat: Cents;
  readonly vat: Cents;
};

const roundUpToDollar = (amount: number): Cents => cents(Math.ceil(amount / 100) * 100);

export const catalogPriceOf = (agencyRate: Cents, settings: PriceSettings): CatalogPrice => {
  const catalogPrice = roundUpToDollar(agencyRate + applyBasisPoints(agencyRate, settings.serviceFeeBasisPoints));
  const vat = applyBasisPoints(catalogPrice, settings.vatBasisPoints);
  return { agencyRate, catalogPrice, vat, catalogPriceWithVat: cents(catalogPrice + vat) };
};
