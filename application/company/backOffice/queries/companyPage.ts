import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../../shared/actor';
import { notFound, type AppError } from '../../../shared/appError';
import { parse } from '../../../shared/parse';
import type { BackOfficeDeps } from '../backOfficePorts';
import { asCompanyManager } from '../policies';
import {
  CompanyChangesInput,
  CompanyChangesOutput,
  CompanyOverviewOutput,
  CompanyRefInput,
  EmployeesOutput,
  PersonalManagerChoicesOutput,
} from '../schemas';

const companyNotFound = notFound('Company', 'company.not_found');

/**
 * The manager's company page beside the profile (tRPC `companyAdmin.overview`): the company the id stands for now
 * (an old link to a merged duplicate answers the survivor, saying so), counts with links, personal manager, merges.
 */
export const companyOverview =
  (deps: BackOfficeDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyOverviewOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(CompanyRefInput, raw);
    if (input.isErr()) return err(input.error);
    const overview = await deps.directory.overview(input.value.id);
    return overview ? ok(CompanyOverviewOutput.parse(overview)) : err(companyNotFound);
  };

/** The company's people, for the manager's page and the employees export. */
export const listEmployees =
  (deps: BackOfficeDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<EmployeesOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(CompanyRefInput, raw);
    if (input.isErr()) return err(input.error);
    const company = await deps.directory.party(input.value.id);
    if (!company || company.type === 'platform') return err(companyNotFound);
    return ok(EmployeesOutput.parse({ items: await deps.directory.employees(company.mergedInto ?? company.id) }));
  };

/**
 * The company's change history for managers: the audit rows of the company, its payment details and its people,
 * newest first, each with who acted and the manager acting as them.
 */
export const listCompanyChanges =
  (deps: BackOfficeDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyChangesOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(CompanyChangesInput, raw);
    if (input.isErr()) return err(input.error);
    const company = await deps.directory.party(input.value.id);
    if (!company || company.type === 'platform') return err(companyNotFound);
    const { page, count } = input.value;
    const { items, total } = await deps.directory.changes(company.id, { page, count });
    return ok(CompanyChangesOutput.parse({ items, meta: { page, count, total } }));
  };

/** Platform employees a company can be given as its personal manager. */
export const listPersonalManagerChoices =
  (deps: BackOfficeDeps) =>
  async (actor: Actor | null): Promise<Result<PersonalManagerChoicesOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    return ok(PersonalManagerChoicesOutput.parse({ items: await deps.directory.personalManagerChoices() }));
  };
