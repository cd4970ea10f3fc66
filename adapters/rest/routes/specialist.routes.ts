import { z } from 'zod';
import {
  AgencyListInput,
  BlockInput,
  HistoryInput,
  ManagerListInput,
  ManagerSaveInput,
  PriceInput,
  PublishInput,
  RejectInput,
  SaveCardInput,
  SimpleCardActionInput,
} from '../../../application/specialist/schemas';
import type { Response } from 'express';
import type { Result } from 'neverthrow';
import type { AppError } from '../../../application/shared/appError';
import type { CardExport } from '../../../application/specialist/queries/exportCards';
import { writeSpecialistsWorkbook } from '../../documents/specialistsWorkbook';
import { sendError } from '../envelope';
import type { AppServices } from '../../services';
import type { RestRequest, RestRoutes } from '../restRoute';

const tag = 'specialist';
const idParams = z.object({ id: z.string() });

/** The seeds name the card `specialistUuid` in some bodies; both names are accepted. */
const cardBody = (r: RestRequest) => {
  const body = (r.body ?? {}) as Record<string, unknown>;
  return { ...body, specialistId: body.specialistId ?? body.specialistUuid };
};

const sendWorkbook = async (res: Response, exported: Result<CardExport, AppError>, filename: string) => {
  if (exported.isErr()) return sendError(res, exported.error);
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}-${new Date().toISOString().slice(0, 10)}.xlsx"`);
  await writeSpecialistsWorkbook(exported.value, res);
};

export const specialistRoutes = (routes: RestRoutes, { specialist }: AppServices): void => {
  // Agency
  routes.add({ method: 'post', path: '/api/specialist/save-draft', tag, auth: true, body: SaveCardInput, summary: 'Save the own card as a draft (creates it when new)', handle: (r) => specialist.saveDraft(r.actor, cardBody(r)) });
  routes.add({ method: 'post', path: '/api/specialist/send-to-publish', tag, auth: true, body: SaveCardInput, summary: 'Send the own card to moderation; a published card is edited in place', handle: (r) => specialist.sendToReview(r.actor, cardBody(r)) });
  routes.add({ method: 'post', path: '/api/specialist/deactivate', tag, auth: true, body: SimpleCardActionInput, summary: 'Take the own published card out of the catalogue', handle: (r) => specialist.deactivate(r.actor, cardBody(r)) });
  routes.add({ method: 'post', path: '/api/specialist/delete', tag, auth: true, body: SimpleCardActionInput, summary: 'Delete the own draft', handle: (r) => specialist.deleteDraft(r.actor, cardBody(r)) });
  routes.add({ method: 'post', path: '/api/specialist/archive', tag, auth: true, body: SimpleCardActionInput, summary: 'Archive the own card', handle: (r) => specialist.archive(r.actor, cardBody(r)) });
  routes.add({
    method: 'get', path: '/api/specialist/list-v2/:agencyUuid', tag, auth: true, query: AgencyListInput.omit({ agencyUuid: true }),
    params: z.object({ agencyUuid: z.string() }), summary: "The agency's own cards, 5 per page by default, with counts per status",
    handle: (r) => specialist.listForAgency(r.actor, { ...r.query, agencyUuid: r.params.agencyUuid }),
  });
  routes.raw({
    method: 'get', path: '/api/specialist/list-v2-excel/:agencyUuid', tag, auth: true, params: z.object({ agencyUuid: z.string() }),
    query: AgencyListInput.omit({ agencyUuid: true }), summary: "The agency's own cards as an Excel file (same filters as the list)",
    raw: async (r, res) => sendWorkbook(res, await specialist.exportForAgency(r.actor, { ...r.query, agencyUuid: r.params.agencyUuid }), 'specialists'),
  });
  routes.raw({
    method: 'get', path: '/admin/api/excel-export/specialists', tag, auth: true, query: ManagerListInput,
    summary: 'All cards, or the archive with isArchiveExport=true, as an Excel file',
    raw: async (r, res) => sendWorkbook(res, await specialist.exportForManager(r.actor, r.query), r.query.isArchiveExport === 'true' ? 'specialists-archive' : 'specialists'),
  });
  routes.add({
    method: 'get', path: '/api/specialist/filters-v2/:agencyUuid', tag, auth: true, params: z.object({ agencyUuid: z.string() }),
    summary: "Statuses, specializations and grades present in the agency's cards, with counts", handle: (r) => specialist.filtersForAgency(r.actor, { agencyUuid: r.params.agencyUuid }),
  });
  for (const [path, archive] of [['/admin/api/specialist/filters-v2', false], ['/admin/api/specialist/filters', false], ['/admin/api/specialist/archive-filters-v2', true], ['/admin/api/specialist/archive-filters', true]] as const) {
    routes.add({ method: 'get', path, tag, auth: true, summary: 'Filter values with counts for the manager lists', handle: (r) => (archive ? specialist.archiveFiltersForManager(r.actor) : specialist.filtersForManager(r.actor)) });
  }
  routes.add({ method: 'get', path: '/api/specialist/info/:id', tag, auth: true, params: idParams, summary: 'One own card', handle: (r) => specialist.getCard(r.actor, { specialistId: r.params.id }) });
  for (const path of ['/api/specialist/estimated-price', '/api/specialist/catalog-price', '/admin/api/specialist/estimated-price', '/admin/api/specialist/catalog-price']) {
    routes.add({ method: 'get', path, tag, auth: true, query: PriceInput, summary: 'Catalogue price (rate plus service fee) and VAT for an hourly rate in dollars', handle: (r) => specialist.estimatePrice(r.actor, r.query) });
  }

  // Manager
  for (const path of ['/admin/api/specialist/list-v2', '/admin/api/specialist/list']) {
    routes.add({ method: 'get', path, tag, auth: true, query: ManagerListInput, summary: 'All cards but archived, 20 per page, filters', handle: (r) => specialist.listForManager(r.actor, r.query) });
  }
  for (const path of ['/admin/api/specialist/archive-list-v2', '/admin/api/specialist/archive-list']) {
    routes.add({ method: 'get', path, tag, auth: true, query: ManagerListInput, summary: 'Archived cards', handle: (r) => specialist.listArchiveForManager(r.actor, r.query) });
  }
  routes.add({ method: 'get', path: '/admin/api/specialist/info/:id', tag, auth: true, params: idParams, summary: 'Any card, with the manager review', handle: (r) => specialist.getCard(r.actor, { specialistId: r.params.id }) });
  routes.add({
    method: 'get', path: '/admin/api/specialist/history/:id', tag, auth: true, params: idParams, query: HistoryInput.omit({ specialistId: true }),
    summary: 'Every event of the card: what, who, as whom, when', handle: (r) => specialist.getHistory(r.actor, { ...r.query, specialistId: r.params.id }),
  });
  routes.add({
    method: 'get', path: '/admin/api/specialist/as-of/:id', tag, auth: true, params: idParams, query: z.object({ at: z.string() }),
    summary: 'The card as it was at a past moment, rebuilt from its events', handle: (r) => specialist.getCardAsOf(r.actor, { specialistId: r.params.id, at: r.query.at }),
  });
  routes.add({ method: 'post', path: '/admin/api/specialist/publish', tag, auth: true, body: PublishInput, summary: 'Publish a card in moderation (or return a hidden or blocked one)', handle: (r) => specialist.publish(r.actor, cardBody(r)) });
  routes.add({ method: 'post', path: '/admin/api/specialist/save', tag, auth: true, body: ManagerSaveInput, summary: 'Save changes and the review without moving the card', handle: (r) => specialist.managerSave(r.actor, cardBody(r)) });
  routes.add({ method: 'post', path: '/admin/api/specialist/reject', tag, auth: true, body: RejectInput, summary: 'Decline a card in moderation with reasons', handle: (r) => specialist.reject(r.actor, cardBody(r)) });
  routes.add({ method: 'post', path: '/admin/api/specialist/block', tag, auth: true, body: BlockInput, summary: 'Block a card', handle: (r) => specialist.block(r.actor, cardBody(r)) });
  routes.add({ method: 'post', path: '/admin/api/specialist/hide', tag, auth: true, body: SimpleCardActionInput, summary: 'Hide a published card from the catalogue', handle: (r) => specialist.hide(r.actor, cardBody(r)) });
  for (const path of ['/admin/api/specialist/archive', '/admin/api/specialist/delete']) {
    routes.add({ method: 'post', path, tag, auth: true, body: SimpleCardActionInput, summary: 'Archive a card', handle: (r) => specialist.managerArchive(r.actor, cardBody(r)) });
  }
  routes.add({ method: 'post', path: '/admin/api/specialist/draft-from-archive', tag, auth: true, body: SimpleCardActionInput, summary: 'Return an archived card to draft', handle: (r) => specialist.restoreFromArchive(r.actor, cardBody(r)) });
};
