import type { Writable } from 'node:stream';
import type { CompaniesExport, EmployeesExport } from '../../application/company/backOffice/queries/exportCompanies';
import { column, writeWorkbook } from './workbook';

const personName = (p: { name: string; surname: string } | null) => (p ? `${p.name} ${p.surname}` : '');

const writeCompaniesColumns = [
  column<CompaniesExportRow>('ID', 38, (c) => c.id),
  column<CompaniesExportRow>('Name', 30, (c) => c.name),
  column<CompaniesExportRow>('Legal name', 30, (c) => c.legalName ?? ''),
  column<CompaniesExportRow>('Country', 18, (c) => c.countryName ?? c.countryCode ?? ''),
  column<CompaniesExportRow>('Tax number', 18, (c) => c.taxNumber ?? ''),
  column<CompaniesExportRow>('Employees', 10, (c) => c.employees),
  column<CompaniesExportRow>('Contracted', 10, (c) => (c.contracted ? 'yes' : 'no')),
  column<CompaniesExportRow>('Personal manager', 24, (c) => personName(c.personalManager)),
  column<CompaniesExportRow>('Created', 20, (c) => c.createdAt),
];
type CompaniesExportRow = CompaniesExport['rows'] extends AsyncIterable<infer Row> ? Row : never;

/** Agencies or clients as .xlsx, a row at a time while the list is read page by page. */
export const writeCompaniesWorkbook = (exported: CompaniesExport, output: Writable): Promise<void> =>
  writeWorkbook(exported.title, writeCompaniesColumns, exported.rows, output);

type EmployeeRow = EmployeesExport['rows'] extends AsyncIterable<infer Row> ? Row : never;
const employeeColumns = [
  column<EmployeeRow>('ID', 38, (p) => p.id),
  column<EmployeeRow>('Name', 20, (p) => p.name),
  column<EmployeeRow>('Surname', 20, (p) => p.surname),
  column<EmployeeRow>('E-mail', 30, (p) => p.email),
  column<EmployeeRow>('Role', 20, (p) => p.role),
  column<EmployeeRow>('In the company', 14, (p) => p.companyRole ?? ''),
  column<EmployeeRow>('Status', 12, (p) => p.status),
  column<EmployeeRow>('Registered', 20, (p) => p.createdAt),
];

/** The people of one company as .xlsx (a sheet title cannot hold every character a company name may, so it is fixed). */
export const writeEmployeesWorkbook = (exported: EmployeesExport, output: Writable): Promise<void> =>
  writeWorkbook(exported.title, employeeColumns, exported.rows, output);
