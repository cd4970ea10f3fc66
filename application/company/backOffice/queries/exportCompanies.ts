import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../../shared/actor';
import { notFound, type AppError } from '../../../shared/appError';
import { parse } from '../../../shared/parse';
import type { BackOfficeDeps } from '../backOfficePorts';
import { asCompanyExporter } from '../policies';
import {
  CompanyExportInput,
  EmployeesExportInput,
  type CompanyKindName,
  type CompanyListRowOutput,
  type EmployeesOutput,
} from '../schemas';
import { objectOf } from './companyLists';

const BATCH = 500;
const EXPORT_CAP = 100_000;

export type CompaniesExport = {
  readonly archive: false;
  readonly title: string;
  readonly rows: AsyncIterable<CompanyListRowOutput>;
};
export type EmployeesExport = {
  readonly archive: false;
  readonly title: string;
  readonly company: string;
  readonly rows: AsyncIterable<EmployeesOutput['items'][number]>;
};

/** `/admin/api/excel-export/agencies` and `clients`: the filtered list, read a page at a time while the sheet streams. */
export const exportCompanies =
  (deps: BackOfficeDeps, type: CompanyKindName) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompaniesExport, AppError>> => {
    const caller = asCompanyExporter(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(CompanyExportInput, objectOf(raw));
    if (input.isErr()) return err(input.error);
    return ok({
      archive: false,
      title: type === 'agency' ? 'Agencies' : 'Clients',
      rows: {
        async *[Symbol.asyncIterator]() {
          for (let page = 1; (page - 1) * BATCH < EXPORT_CAP; page++) {
            const { items } = await deps.directory.list(type, { ...input.value, page, count: BATCH });
            yield* items;
            if (items.length < BATCH) return;
          }
        },
      },
    });
  };

/** `/admin/api/excel-export/agency-employees/{id}` and `client-employees/{id}`: the people of one company of that kind. */
export const exportEmployees =
  (deps: BackOfficeDeps, type: CompanyKindName) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<EmployeesExport, AppError>> => {
    const caller = asCompanyExporter(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(EmployeesExportInput, raw);
    if (input.isErr()) return err(input.error);
    const company = await deps.directory.party(input.value.id);
    if (!company || company.type !== type)
      return err(notFound(type === 'agency' ? 'Agency' : 'Client', 'company.not_found'));
    const people = await deps.directory.employees(company.mergedInto ?? company.id);
    return ok({
      archive: false,
      title: `${type === 'agency' ? 'Agency' : 'Client'} employees`,
      company: company.name,
      rows: {
        async *[Symbol.asyncIterator]() {
          yield* people;
        },
      },
    });
  };
