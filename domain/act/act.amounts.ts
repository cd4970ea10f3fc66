/**
 * The money of one act, in integer cents. The agency bills its rate for the hours; the client pays the catalogue
 * price for the same hours, which is the agency's amount plus the platform's fee, and VAT on that at the platform's
 * rate unless the client is not a VAT payer. Hours are whole, so every line but VAT is exact: VAT is the one rounding
 * (half away from zero), and the total is the sum of the lines.
 */
import { vatOf } from '../shared/money';

export type ActPricing = {
  /** The agency's hourly rate (the card's price), cents. */
  readonly agencyRateCents: number;
  /** The client's hourly price (the candidate's catalogue price), cents. */
  readonly clientRateCents: number;
  readonly hours: number;
  /** The platform's VAT rate in basis points, or null when the client pays no VAT. */
  readonly vatRateBasisPoints: number | null;
};

export type InvoiceLine = { readonly kind: 'work' | 'fee' | 'vat'; readonly amountCents: number };

export type ActAmounts = {
  readonly agencyAmountCents: number;
  readonly feeCents: number;
  /** The client's amount before VAT: catalogue price x hours. */
  readonly netCents: number;
  readonly vatCents: number;
  readonly totalCents: number;
  readonly lines: readonly InvoiceLine[];
};

/** VAT has one home, the money rules; the act area uses it as it is. */
export { vatOf } from '../shared/money';

export const actAmounts = (pricing: ActPricing): ActAmounts => {
  const agencyAmountCents = pricing.agencyRateCents * pricing.hours;
  const netCents = pricing.clientRateCents * pricing.hours;
  const feeCents = netCents - agencyAmountCents;
  const vatCents = vatOf(netCents, pricing.vatRateBasisPoints);
  const lines: InvoiceLine[] = [
    { kind: 'work', amountCents: agencyAmountCents },
    { kind: 'fee', amountCents: feeCents },
    { kind: 'vat', amountCents: vatCents },
  ];
  return { agencyAmountCents, feeCents, netCents, vatCents, totalCents: invoiceTotal(lines), lines };
};

/** An invoice's total is the sum of its lines, never computed beside them. */
export const invoiceTotal = (lines: readonly InvoiceLine[]): number =>
  lines.reduce((sum, line) => sum + line.amountCents, 0);
