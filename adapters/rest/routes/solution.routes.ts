import type { Response } from 'express';
import { z } from 'zod';
import {
  ManagerSaveSolutionInput,
  ManagerSolutionListInput,
  PublishSolutionInput,
  RejectSolutionInput,
  SaveSolutionInput,
  SolutionActionInput,
  SolutionExportInput,
  SolutionHistoryInput,
  SolutionListInput,
  SolutionRequestListInput,
} from '../../../application/solution/schemas';
import { writeSolutionsWorkbook } from '../../documents/solutionsWorkbook';
import type { AppServices } from '../../services';
import { sendError } from '../envelope';
import type { RestRequest, RestRoutes } from '../restRoute';

const tag = 'solution';
const idParams = z.object({ id: z.string() });

/** The editor's fields, for the documentation (the use case parses the real thing, seeds' object shapes included). */
const contentDoc = z.object({
  title: z.string().max(100),
  link: z.string().max(2000).optional(),
  categories: z.array(z.string()),
  description: z.string().max(2000),
  contactEmail: z.string(),
  logoId: z.string().nullable(),
  screenshotIds: z.array(z.string()).optional(),
  videoLinks: z.array(z.string().max(2000)).optional(),
});
const saveDoc = SaveSolutionInput.extend({ content: contentDoc });
const catalogListDoc = z.object({ categories: z.array(z.string()).optional(), search: z.string().optional(), page: z.number().optional(), count: z.number().optional() });
const requestDoc = z.object({
  solutionId: z.uuid(), agencyId: z.uuid().optional(), comment: z.string().max(2000).optional(), contactName: z.string().max(100).optional(),
  contactEmail: z.string().optional(), phone: z.string().max(20).optional(),
});
const actionResult = z.object({ solutionId: z.string(), status: z.string(), version: z.number() });

const contentKeys = ['title', 'link', 'categories', 'description', 'contactEmail', 'logo', 'logoId', 'screens', 'screenshotIds', 'videoLinks'];

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

const sendWorkbook = async (res: Response, services: AppServices, r: RestRequest) => {
  const exported = await services.solution.exportForManager(r.actor, r.query);
  if (exported.isErr()) return sendError(res, exported.error);
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${exported.value.archive ? 'solutions-archive' : 'solutions'}-${new Date().toISOString().slice(0, 10)}.xlsx"`);
  await writeSolutionsWorkbook(exported.value, res);
};

export const solutionRoutes = (routes: RestRoutes, services: AppServices): void => {
  const { solution } = services;

  // Agency
  routes.add({ method: 'post', path: '/api/solution/save-draft', tag, auth: true, body: saveDoc, response: actionResult, summary: 'Save the own solution as a draft (creates it when new)', handle: (r) => solution.saveDraft(r.actor, solutionBody(r)) });
  routes.add({ method: 'post', path: '/api/solution/send-to-publish', tag, auth: true, body: saveDoc, response: actionResult, summary: 'Send the own solution to moderation; a published one is edited in place', handle: (r) => solution.sendToReview(r.actor, solutionBody(r)) });
  routes.add({ method: 'post', path: '/api/solution/deactivate', tag, auth: true, body: SolutionActionInput, response: actionResult, summary: 'Take the own published solution out of the catalogue', handle: (r) => solution.deactivate(r.actor, solutionBody(r)) });
  routes.add({ method: 'post', path: '/api/solution/move-to-draft', tag, auth: true, body: SolutionActionInput, response: actionResult, summary: 'Return the own solution to draft (out of moderation or the catalogue)', handle: (r) => solution.moveToDraft(r.actor, solutionBody(r)) });
  routes.add({ method: 'post', path: '/api/solution/delete', tag, auth: true, body: SolutionActionInput, response: actionResult, summary: 'Delete the own draft for good', handle: (r) => solution.deleteDraft(r.actor, solutionBody(r)) });
  routes.add({ method: 'post', path: '/api/solution/archive', tag, auth: true, body: SolutionActionInput, response: actionResult, summary: 'Archive the own solution', handle: (r) => solution.archive(r.actor, solutionBody(r)) });
  routes.add({ method: 'get', path: '/api/solution/info/:id', tag, auth: true, params: idParams, summary: 'One own solution with everything the editor shows', handle: (r) => solution.getSolution(r.actor, { solutionId: r.params.id }) });
  routes.add({ method: 'get', path: '/api/solution/filters', tag, auth: true, summary: "Statuses and categories present in the agency's solutions, with counts", handle: (r) => solution.filtersForAgency(r.actor) });
  routes.add({ method: 'get', path: '/api/solution/list', tag, auth: true, query: SolutionListInput, summary: "The agency's own solutions, 20 per page, with counts per status", handle: (r) => solution.listForAgency(r.actor, r.query) });

  // Manager
  routes.add({ method: 'post', path: '/admin/api/solution/save', tag, auth: true, body: ManagerSaveSolutionInput.extend({ content: contentDoc }), response: actionResult, summary: 'Save changes without moving the solution', handle: (r) => solution.managerSave(r.actor, solutionBody(r)) });
  routes.add({ method: 'post', path: '/admin/api/solution/publish', tag, auth: true, body: PublishSolutionInput.extend({ content: contentDoc.optional() }), response: actionResult, summary: 'Publish a solution in moderation, optionally with edits', handle: (r) => solution.publish(r.actor, solutionBody(r)) });
  routes.add({ method: 'post', path: '/admin/api/solution/reject', tag, auth: true, body: RejectSolutionInput, response: actionResult, summary: 'Reject a solution in moderation with reasons', handle: (r) => solution.reject(r.actor, solutionBody(r)) });
  routes.add({ method: 'post', path: '/admin/api/solution/delete', tag, auth: true, body: SolutionActionInput, response: actionResult, summary: 'Move a solution to the archive', handle: (r) => solution.managerArchive(r.actor, solutionBody(r)) });
  routes.add({ method: 'post', path: '/admin/api/solution/draft-from-archive', tag, auth: true, body: SolutionActionInput, response: actionResult, summary: 'Return an archived solution to draft', handle: (r) => solution.restoreFromArchive(r.actor, solutionBody(r)) });
  routes.add({ method: 'get', path: '/admin/api/solution/info/:id', tag, auth: true, params: idParams, summary: 'Any solution', handle: (r) => solution.getSolution(r.actor, { solutionId: r.params.id }) });
  routes.add({ method: 'get', path: '/admin/api/solution/list', tag, auth: true, query: ManagerSolutionListInput, summary: 'All solutions but archived ones, 20 per page, filters', handle: (r) => solution.listForManager(r.actor, r.query) });
  routes.add({ method: 'get', path: '/admin/api/solution/archive-list', tag, auth: true, query: ManagerSolutionListInput, summary: 'Archived solutions', handle: (r) => solution.listArchiveForManager(r.actor, r.query) });
  routes.add({ method: 'get', path: '/admin/api/solution/filters', tag, auth: true, summary: 'Statuses, categories and agencies with counts for the manager list', handle: (r) => solution.filtersForManager(r.actor) });
  routes.add({ method: 'get', path: '/admin/api/solution/archive-filters', tag, auth: true, summary: 'Filter values with counts for the archive list', handle: (r) => solution.archiveFiltersForManager(r.actor) });
  routes.add({
    method: 'get', path: '/admin/api/solution/history/:id', tag, auth: true, params: idParams, query: SolutionHistoryInput.omit({ solutionId: true }),
    summary: 'Every event of the solution: what, who, as whom, when', handle: (r) => solution.getHistory(r.actor, { ...r.query, solutionId: r.params.id }),
  });
  routes.add({
    method: 'get', path: '/admin/api/solution/as-of/:id', tag, auth: true, params: idParams, query: z.object({ at: z.string() }),
    summary: 'The solution as it was at a past moment, rebuilt from its events', handle: (r) => solution.getAsOf(r.actor, { solutionId: r.params.id, at: r.query.at }),
  });
  routes.raw({
    method: 'get', path: '/admin/api/excel-export/solutions', tag, auth: true, query: SolutionExportInput,
    summary: 'All solutions, or the archive with isArchiveExport=true, as an Excel file (same filters as the lists)', raw: (r, res) => sendWorkbook(res, services, r),
  });

  // Public catalogue and requests
  routes.add({ method: 'post', path: '/api/solution-catalog/list', tag, body: catalogListDoc, summary: 'Published solutions, newest first; filter `categories` (ids or slugs), page, count', handle: (r) => solution.listCatalog(r.body) });
  routes.add({ method: 'get', path: '/api/solution-catalog/info/:id', tag, params: idParams, summary: 'One published solution: description, screenshots, videos with embed urls, website', handle: (r) => solution.getCatalogEntry({ solutionId: r.params.id }) });
  routes.add({ method: 'get', path: '/api/solution-categories/tree/', tag, summary: 'Solution categories (slug, title) with published solution counts', handle: () => solution.categoryTree() });
  routes.add({ method: 'post', path: '/api/solution-request/create', tag, auth: true, body: requestDoc, summary: "A client's request for a published solution; the agency's users get it by e-mail", handle: (r) => solution.request(r.actor, r.body) });
  routes.add({ method: 'get', path: '/api/solution-request/list', tag, auth: true, query: SolutionRequestListInput, summary: 'Solution requests: an agency its incoming ones, a client its own, a manager all', handle: (r) => solution.listRequests(r.actor, r.query) });
};
