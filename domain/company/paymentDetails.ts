import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../shared/domainError';
import type { CompanyError } from './company.errors';

/** One bank account a company is paid to (contracts and invoices name the default one). */
export type PaymentDetail = {
  readonly id: string;
  readonly bankName: string;
  /** An IBAN or a national account number, in electronic form. */
  readonly account: string;
  readonly swift: string;
  readonly bankAddress: string;
  readonly currency: string;
  readonly isDefault: boolean;
  /** Order of creation: the default moves to the oldest remaining entry when the default one is deleted. */
  readonly createdAt: Date;
};

export type PaymentDetailFields = Omit<PaymentDetail, 'id' | 'isDefault' | 'createdAt'>;

export const MAX_PAYMENT_DETAILS = 20;

const notFound = (): CompanyError => domainError('company.payment_detail_not_found', 'Payment details not found');
const byAge = (a: PaymentDetail, b: PaymentDetail) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
const markDefault = (list: readonly PaymentDetail[], id: string): PaymentDetail[] =>
  list.map((d) => ({ ...d, isDefault: d.id === id }));

/** The rule every change keeps: a company with payment details has exactly one default. */
export const hasOneDefault = (list: readonly PaymentDetail[]): boolean =>
  list.length === 0 || list.filter((d) => d.isDefault).length === 1;

/** The entry contracts use: the default one, if the company has any. */
export const defaultPaymentDetail = (list: readonly PaymentDetail[]): PaymentDetail | null =>
  list.find((d) => d.isDefault) ?? null;

/** A new entry; the company's first is the default whatever was asked, and one asked as default takes the mark. */
export const addPaymentDetail = (
  list: readonly PaymentDetail[],
  detail: Omit<PaymentDetail, 'isDefault'>,
  asDefault: boolean,
): Result<PaymentDetail[], CompanyError> => {
  if (list.length >= MAX_PAYMENT_DETAILS)
    return err(
      domainError('company.payment_details_limit', `A company keeps at most ${MAX_PAYMENT_DETAILS} payment details`),
    );
  const added = [...list, { ...detail, isDefault: false }];
  return ok(asDefault || list.length === 0 ? markDefault(added, detail.id) : added);
};

/**
 * Changed fields of an entry. Asking for the default moves the mark here; un-ticking the default is ignored, since
 * one entry must stay the default (the user makes another one the default instead).
 */
export const editPaymentDetail = (
  list: readonly PaymentDetail[],
  id: string,
  fields: PaymentDetailFields,
  asDefault: boolean,
): Result<PaymentDetail[], CompanyError> => {
  if (!list.some((d) => d.id === id)) return err(notFound());
  const edited = list.map((d) => (d.id === id ? { ...d, ...fields } : d));
  return ok(asDefault ? markDefault(edited, id) : edited);
};

export const makeDefaultPaymentDetail = (
  list: readonly PaymentDetail[],
  id: string,
): Result<PaymentDetail[], CompanyError> =>
  list.some((d) => d.id === id) ? ok(markDefault(list, id)) : err(notFound());

/** Deleting the default entry hands the mark to the oldest remaining one; deleting the last entry leaves none. */
export const removePaymentDetail = (
  list: readonly PaymentDetail[],
  id: string,
): Result<PaymentDetail[], CompanyError> => {
  const removed = list.find((d) => d.id === id);
  if (!removed) return err(notFound());
  const rest = list.filter((d) => d.id !== id);
  if (!removed.isDefault || rest.length === 0) return ok(rest);
  const heir = [...rest].sort(byAge)[0] as PaymentDetail;
  return ok(markDefault(rest, heir.id));
};
