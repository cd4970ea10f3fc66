import { describe, expect, it } from 'vitest';
import {
  addPaymentDetail,
  defaultPaymentDetail,
  editPaymentDetail,
  makeDefaultPaymentDetail,
  MAX_PAYMENT_DETAILS,
  removePaymentDetail,
  type PaymentDetail,
} from '../../../domain/company/paymentDetails';

const detail = (id: string, minute: number): Omit<PaymentDetail, 'isDefault'> => ({
  id,
  bankName: `Bank ${id}`,
  account: 'DE89370400440532013000',
  swift: 'DEUTDEFF',
  bankAddress: '',
  currency: 'EUR',
  createdAt: new Date(Date.UTC(2026, 0, 1, 9, minute)),
});
const defaults = (list: readonly PaymentDetail[]) => list.filter((d) => d.isDefault).map((d) => d.id);

describe('payment details: exactly one default', () => {
  it('the first entry is the default even when not asked; a later one only when asked', () => {
    const one = addPaymentDetail([], detail('a', 1), false)._unsafeUnwrap();
    expect(defaults(one)).toEqual(['a']);
    const two = addPaymentDetail(one, detail('b', 2), false)._unsafeUnwrap();
    expect(defaults(two)).toEqual(['a']);
    const three = addPaymentDetail(two, detail('c', 3), true)._unsafeUnwrap();
    expect(defaults(three)).toEqual(['c']);
    expect(defaultPaymentDetail(three)?.id).toBe('c');
  });

  it('deleting the default hands the mark to the oldest remaining entry; deleting the last leaves none', () => {
    let list = addPaymentDetail([], detail('a', 1), false)._unsafeUnwrap();
    list = addPaymentDetail(list, detail('b', 2), false)._unsafeUnwrap();
    list = addPaymentDetail(list, detail('c', 3), true)._unsafeUnwrap();
    list = removePaymentDetail(list, 'c')._unsafeUnwrap();
    expect(defaults(list)).toEqual(['a']);
    list = removePaymentDetail(list, 'b')._unsafeUnwrap();
    expect(defaults(list)).toEqual(['a']);
    expect(removePaymentDetail(list, 'a')._unsafeUnwrap()).toEqual([]);
  });

  it('editing keeps the mark unless the edit asks for it; un-ticking the only default does not leave none', () => {
    let list = addPaymentDetail([], detail('a', 1), false)._unsafeUnwrap();
    list = addPaymentDetail(list, detail('b', 2), false)._unsafeUnwrap();
    const fields = {
      bankName: 'Renamed',
      account: 'GB82WEST12345698765432',
      swift: 'BARCGB22',
      bankAddress: 'London',
      currency: 'GBP',
    };
    expect(defaults(editPaymentDetail(list, 'a', fields, false)._unsafeUnwrap())).toEqual(['a']);
    const moved = editPaymentDetail(list, 'b', fields, true)._unsafeUnwrap();
    expect(defaults(moved)).toEqual(['b']);
    expect(moved.find((d) => d.id === 'b')?.bankName).toBe('Renamed');
    expect(defaults(makeDefaultPaymentDetail(list, 'b')._unsafeUnwrap())).toEqual(['b']);
  });

  it('an entry the list does not hold is not found; a full list refuses another', () => {
    expect(removePaymentDetail([], 'x')._unsafeUnwrapErr().code).toBe('company.payment_detail_not_found');
    expect(makeDefaultPaymentDetail([], 'x')._unsafeUnwrapErr().code).toBe('company.payment_detail_not_found');
    let list: PaymentDetail[] = [];
    for (let i = 0; i < MAX_PAYMENT_DETAILS; i += 1)
      list = addPaymentDetail(list, detail(`d${i}`, i), false)._unsafeUnwrap();
    expect(addPaymentDetail(list, detail('over', 59), false)._unsafeUnwrapErr().code).toBe(
      'company.payment_details_limit',
    );
  });
});
