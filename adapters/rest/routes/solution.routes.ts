import { HistoryPageOutput } from '../../../application/shared/outputs';
import { z } from 'zod';
import * as schemas from '../../../application/solution/schemas';
import { writeSolutionsWorkbook } from '../../documents/solutionsWorkbook';
import type { AppServices } from '../../services';
import type { RestRequest, RestRoutes } from '../restRoute';
import { commandRoute } from '../commandRoute';
import { sendWorkbook } from '../workbookDownload';

const tag = 'solution';
const idParams = z.object({ id: z.string() });
const {
  SolutionActionInput,
  ManagerSolutionListInput,
  SolutionActionOutput: done,
  SolutionListOutput,
  SolutionDetailsOutput,
} = schemas;
/** The editor's body, documented from the schemas the use cases parse it with (the seeds' flat form is also taken). */
const withContent = <Schema extends z.ZodObject>(input: Schema) =>
  input.extend({ content: schemas.SolutionContentFields });

const contentKeys = [
  'title',
  'link',
  'categories',
  'description',
  'contactEmail',
  'logo',
  'logoId',
  'screens',
  'screenshotIds',
  'videoLinks',
];

/**
 * The seeds name the solution `solutionId` (some clients `solutionUuid`) and send its fields flat beside it;
 * the editor of this app sends them under `content`. Both are accepted.
 */
const solutionBody = (r: RestRequest) => {
  const body = (r.body ?? {}) as Record<string, unknown>;
  const { solutionUuid, id: _id, agencyId: _agency, number: _number, status: _status, ...rest } = body;
  const solutionId = body.solutionId ?? solutionUuid;
  if ('content' in body || !contentKeys.some((key) => key in body)) return { ...body, solutionId };
  const { solutionId: _solutionId, version, ...content } = rest;
  return { solutionId, version, content };
};

export const solutionRoutes = (routes: RestRoutes, { solution }: AppServices): void => {
  const command = commandRoute(routes, { tag, answer: done, bodyOf: solutionBody });

  // Agency
  command(
    '/api/solution/save-draft',
    withContent(schemas.SaveSolutionInput),
    'Save the own solution as a draft (creates it when new)',
    solution.saveDraft,
  );
  command(
    '/api/solution/send-to-publish',
    withContent(schemas.SaveSolutionInput),
    'Send the own solution to moderation; a published one is edited in place',
    solution.sendToReview,
  );
  command(
    '/api/solution/deactivate',
    SolutionActionInput,
    'Take the own published solution out of the catalogue',
    solution.deactivate,
  );
  command(
    '/api/solution/move-to-draft',
    SolutionActionInput,
    'Return the own solution to draft (out of moderation or the catalogue)',
    solution.moveToDraft,
  );
  command('/api/solution/delete', SolutionActionInput, 'Delete the own draft for good', solution.deleteDraft);
  command('/api/solution/archive', SolutionActionInput, 'Archive the own solution', solution.archive);
  routes.add({
    method: 'get',
    path: '/api/solution/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: SolutionDetailsOutput,
    summary:
      'One own solution with everything the editor shows and what the agency may do to it now (`allowedActions`)',
    handle: (r) => solution.getSolution(r.actor, { solutionId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/api/solution/filters',
    tag,
    auth: true,
    response: schemas.SolutionFacetsOutput,
    summary: "Statuses and categories present in the agency's solutions, with counts",
    handle: (r) => solution.filtersForAgency(r.actor),
  });
  routes.add({
    method: 'get',
    path: '/api/solution/list',
    tag,
    auth: true,
    query: schemas.SolutionListInput,
    response: SolutionListOutput,
    summary: "The agency's own solutions, 20 per page, with counts per status",
    handle: (r) => solution.listForAgency(r.actor, r.query),
  });

  // Manager
  command(
    '/admin/api/solution/save',
    withContent(schemas.ManagerSaveSolutionInput),
    'Save changes without moving the solution',
    solution.managerSave,
  );
  command(
    '/admin/api/solution/publish',
    withContent(schemas.PublishSolutionInput).partial({ content: true }),
    'Publish a solution in moderation, optionally with edits',
    solution.publish,
  );
  command(
    '/admin/api/solution/reject',
    schemas.RejectSolutionInput,
    'Reject a solution in moderation with reasons',
    solution.reject,
  );
  command('/admin/api/solution/delete', SolutionActionInput, 'Move a solution to the archive', solution.managerArchive);
  command(
    '/admin/api/solution/draft-from-archive',
    SolutionActionInput,
    'Return an archived solution to draft',
    solution.restoreFromArchive,
  );
  routes.add({
    method: 'get',
    path: '/admin/api/solution/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: SolutionDetailsOutput,
    summary: 'Any solution, with what the manager may do to it now (`allowedActions`)',
    handle: (r) => solution.getSolution(r.actor, { solutionId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/solution/list',
    tag,
    auth: true,
    query: ManagerSolutionListInput,
    response: SolutionListOutput,
    summary: 'All solutions but archived ones, 20 per page, filters',
    handle: (r) => solution.listForManager(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/solution/archive-list',
    tag,
    auth: true,
    query: ManagerSolutionListInput,
    response: SolutionListOutput,
    summary: 'Archived solutions',
    handle: (r) => solution.listArchiveForManager(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/solution/filters',
    tag,
    auth: true,
    response: schemas.SolutionFacetsOutput,
    summary: 'Statuses, categories and agencies with counts for the manager list',
    handle: (r) => solution.filtersForManager(r.actor),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/solution/archive-filters',
    tag,
    auth: true,
    response: schemas.SolutionFacetsOutput,
    summary: 'Filter values with counts for the archive list',
    handle: (r) => solution.archiveFiltersForManager(r.actor),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/solution/history/:id',
    tag,
    auth: true,
    response: HistoryPageOutput,
    params: idParams,
    query: schemas.SolutionHistoryInput.omit({ solutionId: true }),
    summary: 'Every event of the solution: what, who, as whom, when',
    handle: (r) => solution.readHistory(r.actor, { ...r.query, solutionId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/solution/as-of/:id',
    tag,
    auth: true,
    response: schemas.SolutionAsOfOutput,
    params: idParams,
    query: z.object({ at: z.string() }),
    summary: 'The solution as it was at a past moment, rebuilt from its events',
    handle: (r) => solution.readAsOf(r.actor, { solutionId: r.params.id, at: r.query.at }),
  });
  routes.raw({
    method: 'get',
    path: '/admin/api/excel-export/solutions',
    tag,
    auth: true,
    query: schemas.SolutionExportInput,
    summary: 'All solutions, or the archive with isArchiveExport=true, as an Excel file (same filters as the lists)',
    raw: async (r, res) =>
      sendWorkbook(res, await solution.exportForManager(r.actor, r.query), 'solutions', writeSolutionsWorkbook),
  });

  // Public catalogue and requests
  routes.add({
    method: 'post',
    path: '/api/solution-catalog/list',
    tag,
    response: schemas.SolutionCatalogPageOutput,
    body: schemas.SolutionCatalogListInput,
    summary: 'Published solutions, newest first; filter `categories` (ids or slugs), page, count',
    handle: (r) => solution.listCatalog(r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/solution-catalog/info/:id',
    tag,
    response: schemas.SolutionCatalogEntryOutput,
    params: idParams,
    summary: 'One published solution: description, screenshots, videos with embed urls, website',
    handle: (r) => solution.getCatalogEntry({ solutionId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/api/solution-categories/tree/',
    tag,
    response: schemas.SolutionCategoryTreeOutput,
    summary: 'Solution categories (slug, title) with published solution counts',
    handle: () => solution.categoryTree(),
  });
  routes.add({
    method: 'post',
    path: '/api/solution-request/create',
    tag,
    auth: true,
    response: schemas.SolutionRequestCreatedOutput,
    body: schemas.SolutionRequestFields,
    summary: "A client's request for a published solution; the agency's users get it by e-mail",
    handle: (r) => solution.request(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/solution-request/list',
    tag,
    auth: true,
    response: schemas.SolutionRequestPageOutput,
    query: schemas.SolutionRequestListInput,
    summary: 'Solution requests: an agency its incoming ones, a client its own, a manager all',
    handle: (r) => solution.listRequests(r.actor, r.query),
  });
};
