import type { DomainError } from '../shared/domainError';

/** Why a company's data is refused, by the rule it breaks. */
export type CompanyErrorCode =
  | 'company.swift_invalid'
  | 'company.iban_invalid'
  | 'company.account_invalid'
  | 'company.vat_rate_required'
  | 'company.vat_rate_invalid'
  | 'company.vat_article_required'
  | 'company.payment_detail_not_found'
  | 'company.payment_details_limit';
export type CompanyError = DomainError<CompanyErrorCode>;
