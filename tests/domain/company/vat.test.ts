import { describe, expect, it } from 'vitest';
import { checkVat, percentToBasisPoints, vatRateOf } from '../../../domain/company/vat';

const articles = ['reverse_charge', 'small_business'];
const known = (id: string) => articles.includes(id);

describe('VAT status of a company', () => {
  it('a payer has its rate, in basis points, above 0 and at most 50 %', () => {
    expect(checkVat({ vatPayer: true, vatRate: 20, withoutVatArticle: null }, known)._unsafeUnwrap()).toEqual({
      kind: 'payer',
      rateBasisPoints: 2000,
    });
    expect(checkVat({ vatPayer: true, vatRate: 7.7, withoutVatArticle: null }, known)._unsafeUnwrap()).toEqual({
      kind: 'payer',
      rateBasisPoints: 770,
    });
    expect(checkVat({ vatPayer: true, vatRate: 50, withoutVatArticle: null }, known).isOk()).toBe(true);
    for (const rate of [0, -5, 50.01, 100, 7.775, Number.NaN]) {
      expect(
        checkVat({ vatPayer: true, vatRate: rate, withoutVatArticle: null }, known)._unsafeUnwrapErr(),
      ).toMatchObject({ field: 'vatRate', error: { code: 'company.vat_rate_invalid' } });
    }
    expect(
      checkVat({ vatPayer: true, vatRate: null, withoutVatArticle: null }, known)._unsafeUnwrapErr(),
    ).toMatchObject({ field: 'vatRate', error: { code: 'company.vat_rate_required' } });
  });

  it('a non-payer names a known legal article; the rate it might carry is dropped', () => {
    expect(
      checkVat({ vatPayer: false, vatRate: 20, withoutVatArticle: 'reverse_charge' }, known)._unsafeUnwrap(),
    ).toEqual({ kind: 'exempt', article: 'reverse_charge' });
    expect(checkVat({ vatPayer: false, vatRate: null, withoutVatArticle: null }, known)._unsafeUnwrapErr().field).toBe(
      'withoutVatArticle',
    );
    expect(
      checkVat({ vatPayer: false, vatRate: null, withoutVatArticle: 'because' }, known)._unsafeUnwrapErr().error.code,
    ).toBe('company.vat_article_required');
  });

  it('not told yet is allowed; VATRate is the payer rate, 0 for a non-payer, null while not told', () => {
    const unknown = checkVat({ vatPayer: null, vatRate: 20, withoutVatArticle: 'x' }, known)._unsafeUnwrap();
    expect(unknown).toEqual({ kind: 'unknown' });
    expect(vatRateOf(unknown)).toBeNull();
    expect(vatRateOf({ kind: 'exempt', article: 'reverse_charge' })).toBe(0);
    expect(vatRateOf({ kind: 'payer', rateBasisPoints: 1900 })).toBe(1900);
  });

  it('percent with at most two decimals becomes basis points exactly', () => {
    expect(percentToBasisPoints(19.99)).toBe(1999);
    expect(percentToBasisPoints(0.01)).toBe(1);
    expect(percentToBasisPoints(19.995)).toBeNull();
  });
});
