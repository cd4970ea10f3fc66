import { describe, expect, it } from 'vitest';
import { checkAccount, ibanChecksumHolds, isIban, normalizeAccount } from '../../../domain/company/iban';
import { checkSwift, isSwift } from '../../../domain/company/swift';

describe('SWIFT (BIC) codes', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'BARCGB22', 'BARCGB22XXX', 'CHASUS33', 'INGBNL2A', 'BOFAUS3N', '1234DEFF'])(
    '%s is a SWIFT code',
    (code) => {
      expect(isSwift(code)).toBe(true);
    },
  );

  it.each([
    'DEUTDEF',
    'DEUTDEFF5',
    'DEUTDEFF50',
    'DEUTDEFF5000',
    'DEUT1EFF',
    'deutdeff',
    'DEUT-DEFF',
    'DEUTDEFFÄÄÄ',
    '',
  ])('%s is not', (code) => {
    expect(isSwift(code)).toBe(false);
  });

  it('is written in upper case without spaces, as people type it', () => {
    expect(checkSwift(' deut de ff ')._unsafeUnwrap()).toBe('DEUTDEFF');
    expect(checkSwift('DEUTDEF')._unsafeUnwrapErr().code).toBe('company.swift_invalid');
  });
});

describe('IBANs and account numbers', () => {
  it.each([
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'NL91ABNA0417164300',
    'FR1420041010050500013M02606',
    'CH9300762011623852957',
    'NO9386011117947',
  ])('%s passes the ISO 13616 check', (iban) => expect(isIban(iban)).toBe(true));

  it('a changed digit, a swapped pair, a wrong length or an unknown country fails', () => {
    expect(isIban('DE89370400440532013001')).toBe(false);
    expect(isIban('DE89370400440532103000')).toBe(false);
    expect(isIban('GB82WEST1234569876543')).toBe(false);
    expect(isIban('XX82WEST12345698765432')).toBe(false);
    expect(ibanChecksumHolds('GB82WEST12345698765432')).toBe(true);
  });

  it('an account that starts like an IBAN must be one; otherwise it is a national account number', () => {
    expect(checkAccount('gb82 west 1234 5698 7654 32')._unsafeUnwrap()).toBe('GB82WEST12345698765432');
    expect(checkAccount('DE89 3704 0044 0532 0130 01')._unsafeUnwrapErr().code).toBe('company.iban_invalid');
    expect(checkAccount('000123456789')._unsafeUnwrap()).toBe('000123456789');
    expect(checkAccount('40817-810-0')._unsafeUnwrap()).toBe('408178100');
    expect(checkAccount('123')._unsafeUnwrapErr().code).toBe('company.account_invalid');
    expect(checkAccount('ABCDEFG')._unsafeUnwrapErr().code).toBe('company.account_invalid');
    expect(normalizeAccount(' de89-3704 ')).toBe('DE893704');
  });
});
