import type { Writable } from 'node:stream';
import type { TermsAcceptanceRow } from '../../application/content/contentPorts';
import type { TermsAcceptanceExport } from '../../application/content/queries/exportTermsAcceptances';
import { column, writeWorkbook } from './workbook';

const columns = [
  column<TermsAcceptanceRow>('User ID', 38, (r) => r.userId),
  column<TermsAcceptanceRow>('E-mail', 30, (r) => r.email),
  column<TermsAcceptanceRow>('Name', 18, (r) => r.name),
  column<TermsAcceptanceRow>('Surname', 18, (r) => r.surname),
  column<TermsAcceptanceRow>('Company', 26, (r) => r.companyName),
  column<TermsAcceptanceRow>('Company type', 14, (r) => r.companyType),
  column<TermsAcceptanceRow>('Accepted at (UTC)', 22, (r) => r.acceptedAt.toISOString().replace('T', ' ').slice(0, 19)),
  column<TermsAcceptanceRow>('Address', 18, (r) => r.address),
  column<TermsAcceptanceRow>('Browser', 40, (r) => r.userAgent),
  column<TermsAcceptanceRow>('Where', 14, (r) => (r.channel === 'registration' ? 'Sign-up' : 'Personal area')),
];

/** Streams the acceptances of one terms version as .xlsx, a row at a time. */
export const writeTermsAcceptancesWorkbook = (exported: TermsAcceptanceExport, output: Writable): Promise<void> =>
  writeWorkbook(exported.title, columns, exported.rows, output);
