import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAccount, ibanLengths, isIban } from '../../domain/company/iban';
import {
  addPaymentDetail,
  editPaymentDetail,
  hasOneDefault,
  makeDefaultPaymentDetail,
  removePaymentDetail,
  type PaymentDetail,
} from '../../domain/company/paymentDetails';
import { isSwift } from '../../domain/company/swift';
import { checkVat } from '../../domain/company/vat';

const upperAlnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('');
const isLetter = (c: string) => c >= 'A' && c <= 'Z';
const isDigit = (c: string) => c >= '0' && c <= '9';

/** The seeds' rule said in words, independently of the domain's pattern: 8 or 11 uppercase letters and digits, the country letters. */
const swiftRule = (s: string) =>
  (s.length === 8 || s.length === 11) &&
  [...s].every((c) => isLetter(c) || isDigit(c)) &&
  isLetter(s[4] ?? '') &&
  isLetter(s[5] ?? '');

const mod97 = (digits: string) => [...digits].reduce((r, d) => (r * 10 + Number(d)) % 97, 0);
const numeric = (s: string) => [...s].map((c) => (isLetter(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
/** A valid IBAN built the way banks build one: country, check digits computed over BBAN + country + 00. */
const iban = fc.constantFrom(...Object.keys(ibanLengths)).chain((country) =>
  fc
    .array(fc.constantFrom(...upperAlnum), {
      minLength: (ibanLengths[country] as number) - 4,
      maxLength: (ibanLengths[country] as number) - 4,
    })
    .map((chars) => {
      const bban = chars.join('');
      const check = 98 - mod97(numeric(`${bban}${country}00`));
      return `${country}${String(check).padStart(2, '0')}${bban}`;
    }),
);

describe('bank details, over generated input', () => {
  it('SWIFT: accepts exactly the strings the rule allows', () => {
    const alphabet = [...upperAlnum, 'a', 'z', '-', ' ', 'Ä'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...alphabet), { minLength: 0, maxLength: 13 }).map((cs) => cs.join('')),
        (s) => isSwift(s) === swiftRule(s),
      ),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...upperAlnum), { minLength: 8, maxLength: 11 }).map((cs) => cs.join('')),
        (s) => isSwift(s) === swiftRule(s),
      ),
    );
  });

  it('IBAN: every correctly built IBAN passes, in any spacing and case', () => {
    fc.assert(
      fc.property(iban, fc.nat(4), (value, gap) => {
        expect(isIban(value)).toBe(true);
        const typed = value.toLowerCase().replace(new RegExp(`(.{${gap + 2}})`, 'g'), '$1 ');
        expect(checkAccount(typed)._unsafeUnwrap()).toBe(value);
      }),
    );
  });

  it('IBAN: changing one digit of the account always breaks the checksum', () => {
    fc.assert(
      fc.property(iban, fc.nat(), fc.integer({ min: 1, max: 9 }), (value, at, delta) => {
        const positions = [...value].map((c, i) => (i >= 4 && isDigit(c) ? i : -1)).filter((i) => i >= 0);
        fc.pre(positions.length > 0);
        const i = positions[at % positions.length] as number;
        const changed = `${value.slice(0, i)}${(Number(value[i]) + delta) % 10}${value.slice(i + 1)}`;
        return !isIban(changed) && checkAccount(changed).isErr();
      }),
    );
  });

  it('VAT: a payer is accepted exactly when the rate is above 0, at most 50 and has two decimals at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000 }), fc.boolean(), (hundredths, extra) => {
        const rate = hundredths / 100 + (extra ? 0.001 : 0);
        const accepted = checkVat({ vatPayer: true, vatRate: rate, withoutVatArticle: null }, () => true).isOk();
        return accepted === (!extra && hundredths >= 1 && hundredths <= 5000);
      }),
    );
  });

  it('payment details: any sequence of adds, edits, default moves and deletes keeps exactly one default', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), asDefault: fc.boolean() }),
      fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), asDefault: fc.boolean() }),
      fc.record({ kind: fc.constant('default' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let list: PaymentDetail[] = [];
        ops.forEach((o, step) => {
          const target =
            list.length > 0 && o.kind !== 'add' ? (list[o.pick % list.length] as PaymentDetail).id : 'none';
          const fields = {
            bankName: `B${step}`,
            account: 'DE89370400440532013000',
            swift: 'DEUTDEFF',
            bankAddress: '',
            currency: 'EUR',
          };
          const next =
            o.kind === 'add'
              ? addPaymentDetail(list, { id: `p${step}`, ...fields, createdAt: new Date(step * 1000) }, o.asDefault)
              : o.kind === 'edit'
                ? editPaymentDetail(list, target, fields, o.asDefault)
                : o.kind === 'default'
                  ? makeDefaultPaymentDetail(list, target)
                  : removePaymentDetail(list, target);
          if (next.isOk()) {
            if (o.kind === 'add' && o.asDefault) expect(next.value.find((d) => d.isDefault)?.id).toBe(`p${step}`);
            if (o.kind === 'remove') expect(next.value).toHaveLength(list.length - 1);
            list = next.value;
          } else expect(list.length === 0 || next.error.code === 'company.payment_details_limit').toBe(true);
          expect(hasOneDefault(list)).toBe(true);
        });
      }),
    );
  });
});
