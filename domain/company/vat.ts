import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../shared/domainError';
import type { CompanyError } from './company.errors';

/**
 * A company's VAT status: not told yet, a payer with its rate, or not a payer with the legal article that frees it.
 * Rates are basis points (100 bp = 1 %), as the platform's own VAT in `platform_settings`.
 */
export type VatStatus =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'payer'; readonly rateBasisPoints: number }
  | { readonly kind: 'exempt'; readonly article: string };

/** A payer's rate: above 0 and at most 50 % (the highest standard rate anywhere is 27 %; 0 % is not being a payer). */
export const VAT_RATE_LIMITS = { minBasisPoints: 1, maxBasisPoints: 5000 } as const;

/** What the profile form sends: the flag, the rate in percent (two decimals at most), the article's id. */
export type VatInput = {
  readonly vatPayer: boolean | null;
  readonly vatRate: number | null;
  readonly withoutVatArticle: string | null;
};

export const vatRateMessage = 'The VAT rate must be above 0 and at most 50 %, with at most two decimals';

/** Percent with up to two decimals, as basis points; anything else is null. */
export const percentToBasisPoints = (percent: number): number | null => {
  const bp = Math.round(percent * 100);
  return Number.isFinite(percent) && Math.abs(bp - percent * 100) < 1e-6 ? bp : null;
};

export const checkVat = (
  input: VatInput,
  isKnownArticle: (id: string) => boolean,
): Result<VatStatus, { readonly field: 'vatRate' | 'withoutVatArticle'; readonly error: CompanyError }> => {
  if (input.vatPayer === null) return ok({ kind: 'unknown' });
  if (input.vatPayer) {
    if (input.vatRate === null)
      return err({
        field: 'vatRate',
        error: domainError('company.vat_rate_required', 'Enter the VAT rate of a VAT payer'),
      });
    const bp = percentToBasisPoints(input.vatRate);
    if (bp === null || bp < VAT_RATE_LIMITS.minBasisPoints || bp > VAT_RATE_LIMITS.maxBasisPoints)
      return err({ field: 'vatRate', error: domainError('company.vat_rate_invalid', vatRateMessage) });
    return ok({ kind: 'payer', rateBasisPoints: bp });
  }
  if (!input.withoutVatArticle || !isKnownArticle(input.withoutVatArticle))
    return err({
      field: 'withoutVatArticle',
      error: domainError(
        'company.vat_article_required',
        'Choose the legal article under which the company does not pay VAT',
      ),
    });
  return ok({ kind: 'exempt', article: input.withoutVatArticle });
};

/** The rate the company's invoices carry (`VATRate`): a payer's own, 0 for one that pays none, null while it has not said. */
export const vatRateOf = (status: VatStatus): number | null => {
  switch (status.kind) {
    case 'payer':
      return status.rateBasisPoints;
    case 'exempt':
      return 0;
    case 'unknown':
      return null;
    default: {
      const _exhaustive: never = status;
      return _exhaustive;
    }
  }
};
