import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../../shared/actor';
import type { AppError } from '../../../shared/appError';
import { parse } from '../../../shared/parse';
import type { BackOfficeDeps } from '../backOfficePorts';
import { asCompanyManager } from '../policies';
import {
  CompanyFiltersOutput,
  CompanyKindInput,
  CompanyListForKindInput,
  CompanyListOutput,
  DocumentPartiesOutput,
  DropdownInput,
  DropdownOutput,
  MergeTargetsInput,
  MergeTargetsOutput,
  type CompanyKindName,
} from '../schemas';
import { notFound } from '../../../shared/appError';

/** The path names the kind; the rest of the input is the caller's. */
export const objectOf = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};

/**
 * The agency and client lists of the back office (`/admin/api/agencies/list`, `/admin/api/clients/list`, tRPC
 * `companyAdmin.list`): live companies only (a merged duplicate is gone from every list), filtered and sorted.
 */
export const listCompanies =
  (deps: BackOfficeDeps, type: CompanyKindName | null) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyListOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(CompanyListForKindInput, type ? { ...objectOf(raw), type } : raw);
    if (input.isErr()) return err(input.error);
    const { type: kind, ...query } = input.value;
    const { items, total } = await deps.directory.list(kind, query);
    return ok(CompanyListOutput.parse({ items, meta: { page: input.value.page, count: input.value.count, total } }));
  };

/** `filters`: countries with their counts, contracted or not, the range of creation dates. */
export const companyFilters =
  (deps: BackOfficeDeps, type: CompanyKindName | null) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyFiltersOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const kind = type ? ok({ type }) : parse(CompanyKindInput, raw);
    if (kind.isErr()) return err(kind.error);
    return ok(CompanyFiltersOutput.parse(await deps.directory.filters(kind.value.type)));
  };

/** `list-for-dropdown`: id and title of live companies, searched by name. */
export const listForDropdown =
  (deps: BackOfficeDeps, type: CompanyKindName) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<DropdownOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(DropdownInput, raw);
    if (input.isErr()) return err(input.error);
    return ok(
      DropdownOutput.parse({ items: await deps.directory.dropdown(type, input.value.search, input.value.count) }),
    );
  };

/** `list-for-document`: the parties a contract can name, with the facts a contract prints and the default payment details. */
export const listForDocument =
  (deps: BackOfficeDeps, type: CompanyKindName) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<DocumentPartiesOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(DropdownInput, raw);
    if (input.isErr()) return err(input.error);
    return ok(
      DocumentPartiesOutput.parse({
        items: await deps.directory.documentParties(type, input.value.search, input.value.count),
      }),
    );
  };

/** `list-for-merge/{id}`: the live companies of the same kind the duplicate may be merged into. */
export const listForMerge =
  (deps: BackOfficeDeps, type: CompanyKindName | null) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<MergeTargetsOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(MergeTargetsInput, raw);
    if (input.isErr()) return err(input.error);
    const company = await deps.directory.party(input.value.id);
    if (!company || company.type === 'platform' || (type !== null && company.type !== type))
      return err(
        notFound(type === 'agency' ? 'Agency' : type === 'client' ? 'Client' : 'Company', 'company.not_found'),
      );
    if (company.mergedInto !== null) return ok({ items: [] });
    return ok(
      MergeTargetsOutput.parse({
        items: await deps.directory.mergeTargets(company.type, company.id, input.value.search, input.value.count),
      }),
    );
  };
