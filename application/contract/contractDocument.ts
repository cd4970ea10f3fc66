import type { ContentBlock } from '../../domain/content/blocks';
import { defaultPaymentDetail } from '../../domain/company/paymentDetails';
import type { Contract } from '../../domain/contract/contract.state';
import { contractTypeTitle, documentTypeTitle } from '../../domain/contract/contract.kinds';
import type { ContractDocumentInput, ContractParty } from '../ports/eSignature';
import type { CompanySheet, ContractRow } from './contractPorts';
import { defaultTemplateOf, documentTitleOf, fillTemplate } from './defaultTemplates';
import { percentText } from './contractViews';

const orDash = (v: string | null) => (v && v.trim() ? v : '—');

const vatText = (sheet: CompanySheet): string =>
  sheet.vat.kind === 'payer'
    ? `VAT payer, ${sheet.vat.rateBasisPoints / 100} %`
    : sheet.vat.kind === 'exempt'
      ? `Not a VAT payer (${sheet.vatArticleTitle ?? sheet.vat.article})`
      : '—';

const partyOf = (
  sheet: CompanySheet,
  role: ContractParty['role'],
  signer: ContractParty['signer'],
  paymentId: string | null,
): ContractParty => {
  const payment =
    (paymentId ? sheet.paymentDetails.find((d) => d.id === paymentId) : null) ??
    defaultPaymentDetail(sheet.paymentDetails);
  return {
    role,
    name: sheet.name,
    legalName: sheet.legalName ?? sheet.name,
    country: orDash(sheet.countryName),
    city: orDash(sheet.city),
    legalAddress: orDash(sheet.legalAddress),
    registrationNumber: orDash(sheet.registrationNumber),
    taxNumber: orDash(sheet.taxNumber),
    vat: vatText(sheet),
    payment: payment
      ? {
          bankName: payment.bankName,
          beneficiary: sheet.legalName ?? sheet.name,
          swift: payment.swift,
          account: payment.account,
          currency: payment.currency,
        }
      : null,
    signer,
  };
};

/**
 * The contract's document, filled from the contract and both companies' profiles: the template (the contract's own,
 * or the platform's standard one), the parties with their payment details, the commercial terms.
 */
export const contractDocumentOf = (
  row: ContractRow,
  state: Contract,
  company: CompanySheet,
  platform: CompanySheet,
  platformSigner: ContractParty['signer'],
  today: string,
): ContractDocumentInput => {
  const date = row.date ?? today;
  const commission = percentText(row.commissionBasisPoints);
  const values: Record<string, string> = {
    number: row.number,
    date,
    'company.name': company.name,
    'company.legalName': company.legalName ?? company.name,
    'company.country': orDash(company.countryName),
    'company.address': orDash(company.legalAddress),
    'platform.name': platform.name,
    'platform.legalName': platform.legalName ?? platform.name,
    'signer.name': row.signer.name,
    'signer.position': row.signer.position,
    commission: commission === null ? 'as stated in each booking' : `${commission} %`,
    daysPaid: row.daysPaid === null ? '30' : String(row.daysPaid),
  };
  const template = (state.template as readonly ContentBlock[] | null) ?? defaultTemplateOf(row.kind, row.documentType);
  const commercialTerms = [
    { label: 'Document type', value: documentTypeTitle(row.documentType) },
    { label: 'Contract type', value: contractTypeTitle(row.contractType) },
    ...(commission !== null ? [{ label: 'Platform commission', value: `${commission} %` }] : []),
    ...(row.daysPaid !== null ? [{ label: 'Days to pay an invoice', value: String(row.daysPaid) }] : []),
  ];
  return {
    title: documentTitleOf(row),
    number: row.useNumberInternal ? row.number : '',
    date,
    documentType: documentTypeTitle(row.documentType),
    contractType: contractTypeTitle(row.contractType),
    parties: [
      partyOf(company, row.kind, row.signer, row.paymentRequisiteId),
      partyOf(platform, 'platform', platformSigner, null),
    ],
    blocks: fillTemplate(template, values),
    commercialTerms,
  };
};
