import { HistoryPageOutput } from '../../../application/shared/outputs';
import { err } from 'neverthrow';
import { z } from 'zod';
import type { AppError } from '../../../application/shared/appError';
import * as schemas from '../../../application/specialist/schemas';
import { writeSpecialistsWorkbook } from '../../documents/specialistsWorkbook';
import type { AppServices } from '../../services';
import type { RestRequest, RestRoutes } from '../restRoute';
import { commandRoute } from '../commandRoute';
import { sendWorkbook } from '../workbookDownload';

const tag = 'specialist';
const idParams = z.object({ id: z.string() });
const agencyParams = z.object({ agencyUuid: z.string() });
const {
  AgencyListInput,
  ManagerListInput,
  SimpleCardActionInput,
  CardActionOutput: done,
  CardListOutput,
  CardDetailsOutput,
} = schemas;
/** The editor's body, documented from the schemas the use cases parse it with. */
const withContent = <Schema extends z.ZodObject>(input: Schema) =>
  input.extend({ content: schemas.SpecialistContentInput });

/** The seeds' versioned aliases of `info/{id}` (`info-v2/{id}`, ...) answer as `info/{id}`; any other version is an unknown path. */
const versionedIdParams = z.object({ version: z.string().regex(/^\d{1,3}$/), id: z.string() });
const unknownPath: AppError = { kind: 'not_found', code: 'route.not_found', message: 'No such API path' };
const versioned = <Answer>(r: RestRequest, info: (id: string) => Promise<Answer>) =>
  versionedIdParams.safeParse(r.params).success ? info(r.params.id ?? '') : Promise.resolve(err(unknownPath));

/** The seeds name the card `specialistUuid` in some bodies; both names are accepted. */
const cardBody = (r: RestRequest) => {
  const body = (r.body ?? {}) as Record<string, unknown>;
  return { ...body, specialistId: body.specialistId ?? body.specialistUuid };
};

export const specialistRoutes = (routes: RestRoutes, { specialist }: AppServices): void => {
  const command = commandRoute(routes, { tag, answer: done, bodyOf: cardBody });
  // Agency
  command(
    '/api/specialist/save-draft',
    withContent(schemas.SaveCardInput),
    'Save the own card as a draft (creates it when new)',
    specialist.saveDraft,
  );
  command(
    '/api/specialist/send-to-publish',
    withContent(schemas.SaveCardInput),
    'Send the own card to moderation; a published card is edited in place',
    specialist.sendToReview,
  );
  command(
    '/api/specialist/deactivate',
    SimpleCardActionInput,
    'Take the own published card out of the catalogue',
    specialist.deactivate,
  );
  command('/api/specialist/delete', SimpleCardActionInput, 'Delete the own draft', specialist.deleteDraft);
  command('/api/specialist/archive', SimpleCardActionInput, 'Archive the own card', specialist.archive);
  routes.add({
    method: 'get',
    path: '/api/specialist/list-v2/:agencyUuid',
    tag,
    auth: true,
    query: AgencyListInput.omit({ agencyUuid: true }),
    params: agencyParams,
    response: CardListOutput,
    summary: "The agency's own cards, 5 per page by default, with counts per status",
    handle: (r) => specialist.listForAgency(r.actor, { ...r.query, agencyUuid: r.params.agencyUuid }),
  });
  routes.raw({
    method: 'get',
    path: '/api/specialist/list-v2-excel/:agencyUuid',
    tag,
    auth: true,
    params: agencyParams,
    query: AgencyListInput.omit({ agencyUuid: true }),
    summary: "The agency's own cards as an Excel file (same filters as the list)",
    raw: async (r, res) =>
      sendWorkbook(
        res,
        await specialist.exportForAgency(r.actor, { ...r.query, agencyUuid: r.params.agencyUuid }),
        'specialists',
        writeSpecialistsWorkbook,
      ),
  });
  routes.raw({
    method: 'get',
    path: '/admin/api/excel-export/specialists',
    tag,
    auth: true,
    query: schemas.ManagerExportInput,
    summary: 'All cards, or the archive with isArchiveExport=true, as an Excel file',
    raw: async (r, res) =>
      sendWorkbook(res, await specialist.exportForManager(r.actor, r.query), 'specialists', writeSpecialistsWorkbook),
  });
  routes.add({
    method: 'get',
    path: '/api/specialist/filters-v2/:agencyUuid',
    tag,
    auth: true,
    response: schemas.CardFacetsOutput,
    params: agencyParams,
    summary: "Statuses, specializations and grades present in the agency's cards, with counts",
    handle: (r) => specialist.filtersForAgency(r.actor, { agencyUuid: r.params.agencyUuid }),
  });
  for (const [path, archive] of [
    ['/admin/api/specialist/filters-v2', false],
    ['/admin/api/specialist/filters', false],
    ['/admin/api/specialist/archive-filters-v2', true],
    ['/admin/api/specialist/archive-filters', true],
  ] as const) {
    routes.add({
      method: 'get',
      path,
      tag,
      auth: true,
      response: schemas.CardFacetsOutput,
      summary: 'Filter values with counts for the manager lists',
      handle: (r) => (archive ? specialist.archiveFiltersForManager(r.actor) : specialist.filtersForManager(r.actor)),
    });
  }
  routes.add({
    method: 'get',
    path: '/api/specialist/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: CardDetailsOutput,
    summary: 'One own card, with what the agency may do to it now (`allowedActions`)',
    handle: (r) => specialist.getCard(r.actor, { specialistId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/api/specialist/info-v:version/:id',
    tag,
    auth: true,
    params: versionedIdParams,
    response: CardDetailsOutput,
    summary: "The same as `info/{id}` (the seeds' versioned alias)",
    handle: (r) => versioned(r, (specialistId) => specialist.getCard(r.actor, { specialistId })),
  });
  for (const path of [
    '/api/specialist/estimated-price',
    '/api/specialist/catalog-price',
    '/admin/api/specialist/estimated-price',
    '/admin/api/specialist/catalog-price',
  ]) {
    routes.add({
      method: 'get',
      path,
      tag,
      auth: true,
      query: schemas.PriceInput,
      response: schemas.PriceEstimateOutput,
      summary: 'Catalogue price (rate plus service fee) and VAT for an hourly rate in dollars',
      handle: (r) => specialist.estimatePrice(r.actor, r.query),
    });
  }

  // Manager
  for (const path of ['/admin/api/specialist/list-v2', '/admin/api/specialist/list']) {
    routes.add({
      method: 'get',
      path,
      tag,
      auth: true,
      query: ManagerListInput,
      response: CardListOutput,
      summary: 'All cards but archived, 20 per page, filters',
      handle: (r) => specialist.listForManager(r.actor, r.query),
    });
  }
  for (const path of ['/admin/api/specialist/archive-list-v2', '/admin/api/specialist/archive-list']) {
    routes.add({
      method: 'get',
      path,
      tag,
      auth: true,
      query: ManagerListInput,
      response: CardListOutput,
      summary: 'Archived cards',
      handle: (r) => specialist.listArchiveForManager(r.actor, r.query),
    });
  }
  routes.add({
    method: 'get',
    path: '/admin/api/specialist/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: CardDetailsOutput,
    summary: 'Any card, with the manager review and what the manager may do to it now (`allowedActions`)',
    handle: (r) => specialist.getCard(r.actor, { specialistId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/specialist/info-v:version/:id',
    tag,
    auth: true,
    params: versionedIdParams,
    response: CardDetailsOutput,
    summary: "The same as `info/{id}` (the seeds' versioned alias)",
    handle: (r) => versioned(r, (specialistId) => specialist.getCard(r.actor, { specialistId })),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/specialist/history/:id',
    tag,
    auth: true,
    response: HistoryPageOutput,
    params: idParams,
    query: schemas.HistoryInput.omit({ specialistId: true }),
    summary: 'Every event of the card: what, who, as whom, when',
    handle: (r) => specialist.readHistory(r.actor, { ...r.query, specialistId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/specialist/as-of/:id',
    tag,
    auth: true,
    response: schemas.CardAsOfOutput,
    params: idParams,
    query: z.object({ at: z.string() }),
    summary: 'The card as it was at a past moment, rebuilt from its events',
    handle: (r) => specialist.readAsOf(r.actor, { specialistId: r.params.id, at: r.query.at }),
  });
  command(
    '/admin/api/specialist/publish',
    withContent(schemas.PublishInput).partial({ content: true }),
    'Publish a card in moderation (or return a hidden or blocked one)',
    specialist.publish,
  );
  command(
    '/admin/api/specialist/save',
    withContent(schemas.ManagerSaveInput),
    'Save changes and the review without moving the card',
    specialist.managerSave,
  );
  command(
    '/admin/api/specialist/reject',
    schemas.RejectInput,
    'Decline a card in moderation with reasons',
    specialist.reject,
  );
  command('/admin/api/specialist/block', schemas.BlockInput, 'Block a card', specialist.block);
  command(
    '/admin/api/specialist/hide',
    SimpleCardActionInput,
    'Hide a published card from the catalogue',
    specialist.hide,
  );
  for (const path of ['/admin/api/specialist/archive', '/admin/api/specialist/delete']) {
    command(path, SimpleCardActionInput, 'Archive a card', specialist.managerArchive);
  }
  command(
    '/admin/api/specialist/draft-from-archive',
    SimpleCardActionInput,
    'Return an archived card to draft',
    specialist.restoreFromArchive,
  );
};
