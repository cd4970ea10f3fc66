import { z } from 'zod';
import { CompanyProfileFields } from '../../../../application/company/schemas';
import { checkVat } from '../../../../domain/company/vat';
import type { CompanyProfile } from './companyTypes';

/** The main-data form as the inputs hold it: text everywhere, VAT as a yes/no choice and the rate as typed. */
export type CompanyFormValues = {
  name: string;
  legalName: string;
  countryCode: string | null;
  city: string;
  legalAddress: string;
  postalAddress: string;
  website: string;
  logoId: string | null;
  registrationNumber: string;
  taxNumber: string;
  employeesCount: string | null;
  description: string;
  vatPayer: '' | 'yes' | 'no';
  vatRate: string;
  withoutVatArticle: string | null;
};

export const companyFormValuesOf = (p: CompanyProfile): CompanyFormValues => ({
  name: p.name,
  legalName: p.legalName ?? '',
  countryCode: p.countryCode,
  city: p.city ?? '',
  legalAddress: p.legalAddress ?? '',
  postalAddress: p.postalAddress ?? '',
  website: p.website ?? '',
  logoId: p.logoId,
  registrationNumber: p.registrationNumber ?? '',
  taxNumber: p.taxNumber ?? '',
  employeesCount: p.employeesCount,
  description: p.description ?? '',
  vatPayer: p.vatPayer === null ? '' : p.vatPayer ? 'yes' : 'no',
  vatRate: p.vatRate === null ? '' : String(p.vatRate),
  withoutVatArticle: p.withoutVatArticle,
});

/** The values as the server's input: a rate only for a payer, an article only for a non-payer. */
export const companyInputOf = (v: Partial<CompanyFormValues>) => {
  const payer = v.vatPayer === 'yes' ? true : v.vatPayer === 'no' ? false : null;
  const typedRate = (v.vatRate ?? '').trim().replace(',', '.');
  return {
    name: v.name ?? '',
    legalName: v.legalName ?? null,
    countryCode: v.countryCode ?? null,
    city: v.city ?? null,
    legalAddress: v.legalAddress ?? null,
    postalAddress: v.postalAddress ?? null,
    website: v.website ?? null,
    logoId: v.logoId ?? null,
    registrationNumber: v.registrationNumber ?? null,
    taxNumber: v.taxNumber ?? null,
    employeesCount: v.employeesCount ?? null,
    description: v.description ?? null,
    vatPayer: payer,
    vatRate: payer && typedRate !== '' ? Number(typedRate) : null,
    withoutVatArticle: payer === false ? (v.withoutVatArticle ?? null) : null,
  };
};

/** The server's own schema and the domain's VAT rule, run on the form's values: the browser says what the server would. */
export const companyFormSchema = (articles: readonly string[]) =>
  z.preprocess(
    (values) => companyInputOf((values ?? {}) as Partial<CompanyFormValues>),
    CompanyProfileFields.superRefine((input, ctx) => {
      const vat = checkVat(input, (id) => articles.includes(id));
      if (vat.isErr()) ctx.addIssue({ code: 'custom', path: [vat.error.field], message: vat.error.error.message });
    }),
  );
