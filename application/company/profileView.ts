import { missingContactFacts, profileCompleteness } from '../../domain/company/profileCompleteness';
import { looksLikeIban } from '../../domain/company/iban';
import type { PaymentDetail } from '../../domain/company/paymentDetails';
import { vatRateOf } from '../../domain/company/vat';
import { fileUrl } from '../files/fileContracts';
import { asUploader } from '../files/policies';
import type { Actor } from '../shared/actor';
import type { CompanyRecord, CompanyStore } from './companyPorts';
import type { CompanyReader } from './policies';
import {
  CompanyProfileOutput,
  ManagerCompanyProfileOutput,
  PaymentDetailOutput,
  type CompanyProfileView,
} from './schemas';

/** Basis points as the percent people read and type (2000 -> 20). */
export const percentOf = (basisPoints: number | null): number | null =>
  basisPoints === null ? null : basisPoints / 100;

export const paymentDetailOutput = (d: PaymentDetail) =>
  PaymentDetailOutput.parse({ ...d, isIban: looksLikeIban(d.account) });

/** The oldest first, the way the user added them. */
export const paymentDetailsOutput = (list: readonly PaymentDetail[]) =>
  [...list]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map(paymentDetailOutput);

/** The profile through the reader's output schema: a field not in it never leaves the server. */
export const profileFor = async (
  store: CompanyStore,
  caller: Actor,
  reader: CompanyReader,
  c: CompanyRecord,
): Promise<CompanyProfileView> => {
  const vat = c.vat;
  const base = {
    ...c,
    logoUrl: c.logoId ? fileUrl(c.logoId) : null,
    vatPayer: vat.kind === 'unknown' ? null : vat.kind === 'payer',
    vatRate: vat.kind === 'payer' ? percentOf(vatRateOf(vat)) : null,
    withoutVatArticle: vat.kind === 'exempt' ? vat.article : null,
    paymentInfo: paymentDetailsOutput(c.paymentDetails),
    completeness: profileCompleteness({ ...c, paymentDetails: c.paymentDetails.length }),
    missingContactFacts: missingContactFacts(c),
    canChangeLogo: asUploader(caller).isOk(),
  };
  if (reader === 'own') return CompanyProfileOutput.parse(base);
  return ManagerCompanyProfileOutput.parse({ ...base, updatedBy: await store.lastChange(c.id) });
};
