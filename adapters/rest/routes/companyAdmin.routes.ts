import { z } from 'zod';
import * as schemas from '../../../application/company/backOffice/schemas';
import { writeCompaniesWorkbook, writeEmployeesWorkbook } from '../../documents/companiesWorkbook';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';
import { sendWorkbook } from '../workbookDownload';

const tag = 'company back office';
const params = z.object({ id: z.string() });

/** The list's query as the address carries it: the seeds' `createdAt` range as `createdAtFrom` and `createdAtTo`. */
const listQuery = schemas.CompanyListInput.omit({ createdAt: true }).extend({
  createdAtFrom: z.string().optional().meta({ description: 'First day of creation (YYYY-MM-DD), inclusive' }),
  createdAtTo: z.string().optional().meta({ description: 'Last day of creation (YYYY-MM-DD), inclusive' }),
});
const exportQuery = listQuery.omit({ page: true, count: true });

/** The flat query as the use case's input: the two ends of the range become `createdAt`. */
const listInputOf = (query: Record<string, unknown>) => {
  const { createdAtFrom, createdAtTo, ...rest } = query;
  return createdAtFrom !== undefined || createdAtTo !== undefined
    ? { ...rest, createdAt: { from: createdAtFrom, to: createdAtTo } }
    : rest;
};

/**
 * The seeds' admin agencies and clients calls that are the back office's own (the profile, payment details and
 * history of one company are the company area's routes): lists, filters, dropdowns, merges, the personal manager,
 * and the Excel exports. Staff with `company:manage` (and `excel:export` for the exports).
 */
export const companyAdminRoutes = (routes: RestRoutes, { companyAdmin: office }: AppServices): void => {
  for (const [plural, label, ops] of [
    [
      'agencies',
      'agency',
      {
        list: office.listAgencies,
        filters: office.agencyFilters,
        dropdown: office.agencyDropdown,
        document: office.agencyDocumentParties,
        mergeTargets: office.agencyMergeTargets,
        preview: office.agencyMergePreview,
        merge: office.mergeAgency,
      },
    ],
    [
      'clients',
      'client',
      {
        list: office.listClients,
        filters: office.clientFilters,
        dropdown: office.clientDropdown,
        document: office.clientDocumentParties,
        mergeTargets: office.clientMergeTargets,
        preview: office.clientMergePreview,
        merge: office.mergeClient,
      },
    ],
  ] as const) {
    routes.add({
      method: 'get',
      path: `/admin/api/${plural}/list`,
      tag,
      auth: true,
      query: listQuery,
      response: schemas.CompanyListOutput,
      summary: `Live ${label} companies: page, count, sort (createdAt, name, employees, country; '-' descending) and the filters createdAt range, contracted, country, search`,
      handle: (r) => ops.list(r.actor, listInputOf(r.query)),
    });
    routes.add({
      method: 'get',
      path: `/admin/api/${plural}/filters`,
      tag,
      auth: true,
      response: schemas.CompanyFiltersOutput,
      summary: `The values the ${label} list can be filtered by, with counts`,
      handle: (r) => ops.filters(r.actor, {}),
    });
    routes.add({
      method: 'get',
      path: `/admin/api/${plural}/list-for-dropdown`,
      tag,
      auth: true,
      query: schemas.DropdownInput,
      response: schemas.DropdownOutput,
      summary: `Live ${label} companies to choose from (id, title), searched by name`,
      handle: (r) => ops.dropdown(r.actor, r.query),
    });
    routes.add({
      method: 'get',
      path: `/admin/api/${plural}/list-for-document`,
      tag,
      auth: true,
      query: schemas.DropdownInput,
      response: schemas.DocumentPartiesOutput,
      summary: `Live ${label} companies with what a contract names: legal name, address, numbers, default payment details`,
      handle: (r) => ops.document(r.actor, r.query),
    });
    routes.add({
      method: 'get',
      path: `/admin/api/${plural}/list-for-merge/:id`,
      tag,
      auth: true,
      params,
      query: schemas.MergeTargetsInput.omit({ id: true }),
      response: schemas.MergeTargetsOutput,
      summary: `The ${label} companies the duplicate {id} may be merged into`,
      handle: (r) => ops.mergeTargets(r.actor, { ...r.query, id: r.params.id }),
    });
    routes.add({
      method: 'get',
      path: `/admin/api/${plural}/merge-preview/:id`,
      tag,
      auth: true,
      params,
      query: schemas.MergeInput.omit({ id: true }),
      response: schemas.MergePreviewOutput,
      summary: `What merging the duplicate {id} into targetId would move, counted (the confirmation names it)`,
      handle: (r) => ops.preview(r.actor, { ...r.query, id: r.params.id }),
    });
    routes.add({
      method: 'post',
      path: `/admin/api/${plural}/merge`,
      tag,
      auth: true,
      body: schemas.MergeInput,
      response: schemas.MergeResultOutput,
      summary: `Merge the duplicate ${label} (id) into another (targetId): its users, cards, solutions, candidates, cart, files, teams, payment details and contracts move; it stays as a tombstone`,
      handle: (r) => ops.merge(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `/admin/api/${plural}/personal-manager`,
      tag,
      auth: true,
      body: schemas.AssignPersonalManagerInput,
      response: schemas.PersonalManagerOutput,
      summary: `Give the ${label} a personal manager (a platform employee) or none (managerId null)`,
      handle: (r) => office.assignPersonalManager(r.actor, r.body),
    });
    routes.add({
      method: 'get',
      path: `/admin/api/${plural}/employees/:id`,
      tag,
      auth: true,
      params,
      response: schemas.EmployeesOutput,
      summary: `The people of the ${label}`,
      handle: (r) => office.employees(r.actor, { id: r.params.id }),
    });
  }

  routes.raw({
    method: 'get',
    path: '/admin/api/excel-export/agencies',
    tag,
    auth: true,
    query: exportQuery,
    summary: "Agencies as an Excel file (the list's filters)",
    raw: async (r, res) =>
      sendWorkbook(res, await office.exportAgencies(r.actor, listInputOf(r.query)), 'agencies', writeCompaniesWorkbook),
  });
  routes.raw({
    method: 'get',
    path: '/admin/api/excel-export/clients',
    tag,
    auth: true,
    query: exportQuery,
    summary: "Clients as an Excel file (the list's filters)",
    raw: async (r, res) =>
      sendWorkbook(res, await office.exportClients(r.actor, listInputOf(r.query)), 'clients', writeCompaniesWorkbook),
  });
  routes.raw({
    method: 'get',
    path: '/admin/api/excel-export/agency-employees/:id',
    tag,
    auth: true,
    params,
    summary: 'The people of an agency as an Excel file',
    raw: async (r, res) =>
      sendWorkbook(
        res,
        await office.exportAgencyEmployees(r.actor, { id: r.params.id }),
        'agency-employees',
        writeEmployeesWorkbook,
      ),
  });
  routes.raw({
    method: 'get',
    path: '/admin/api/excel-export/client-employees/:id',
    tag,
    auth: true,
    params,
    summary: 'The people of a client as an Excel file',
    raw: async (r, res) =>
      sendWorkbook(
        res,
        await office.exportClientEmployees(r.actor, { id: r.params.id }),
        'client-employees',
        writeEmployeesWorkbook,
      ),
  });
};
