import { z } from 'zod';
import {
  CatalogCountsOutput,
  CatalogFacetsOutput,
  CatalogFilterKeys,
  CatalogItemsOutput,
  CatalogListInput,
  CatalogPageOutput,
  SearchInput,
  SearchOutput,
  SpecialistPageOutput,
  SuggestInput,
  SuggestionsOutput,
} from '../../../application/catalog/schemas';
import { CatalogStatsOutput } from '../../../application/catalog/queries/catalogStats';
import { pdfFilenameOf, writeSpecialistPdf } from '../../documents/specialistPdf';
import { sendError } from '../envelope';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'catalogue';
const idParams = z.object({ id: z.string() });

/**
 * The public catalogue of the seeds: anyone may call these; a token only adds the manager's extras and the history.
 * Links written into documents point at `APP_URL`, never at the Host a request names (anyone can send any Host).
 */
export const catalogRoutes = (
  routes: RestRoutes,
  { catalog, catalogStats }: AppServices,
  { appUrl }: { readonly appUrl: string },
): void => {
  routes.add({
    method: 'post',
    path: '/api/specialist-catalog/list',
    tag,
    response: CatalogPageOutput,
    body: CatalogListInput,
    summary: 'Published specialists: filters, page, count (8, 16 or 24), sort',
    handle: (r) => catalog.list(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/specialist-catalog/filters',
    tag,
    response: CatalogFacetsOutput,
    query: CatalogFilterKeys,
    summary: 'Filter values with counts under the current filters',
    handle: (r) => catalog.facets(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/specialist-catalog/info/:id',
    tag,
    response: SpecialistPageOutput,
    params: idParams,
    summary: 'A published card without contacts (managers also see the agency)',
    handle: (r) => catalog.info(r.actor, r.params),
  });
  routes.add({
    method: 'get',
    path: '/api/specialist-catalog/verified/info/:id',
    tag,
    response: SpecialistPageOutput,
    auth: true,
    params: idParams,
    summary: "The card with the platform manager's review (clients and managers)",
    handle: (r) => catalog.verifiedInfo(r.actor, r.params),
  });
  routes.add({
    method: 'get',
    path: '/api/specialist-catalog/similar/:id',
    tag,
    response: CatalogItemsOutput,
    params: idParams,
    summary: 'Same specialization, most shared skills first',
    handle: (r) => catalog.similar(r.actor, r.params),
  });
  routes.add({
    method: 'get',
    path: '/api/catalog/stats',
    tag,
    response: CatalogStatsOutput,
    summary: 'Live counts for the home page: published specialists, agencies with one, solutions (cached for a minute)',
    handle: () => catalogStats(),
  });
  routes.add({
    method: 'get',
    path: '/api/specialist-catalog/specialists-count',
    tag,
    response: CatalogCountsOutput,
    summary: 'Published specialists in total and per category (home slider)',
    handle: () => catalog.counts(),
  });
  // The seeds name the card's PDF at both paths.
  for (const path of ['/api/specialist-catalog/download/:id', '/api/specialist/download/:id']) {
    routes.raw({
      method: 'get',
      path,
      tag,
      params: idParams,
      summary: 'The card as a PDF',
      raw: async (r, res) => {
        const card = await catalog.pdfCard(r.actor, r.params);
        if (card.isErr()) return sendError(res, card.error);
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `attachment; filename="${pdfFilenameOf(card.value)}"`);
        await writeSpecialistPdf(card.value, res, appUrl);
      },
    });
  }
  routes.add({
    method: 'get',
    path: '/api/search/suggest',
    tag,
    response: SuggestionsOutput,
    query: SuggestInput,
    summary: 'Suggestions grouped: key skills, specializations, catalogue and solution categories',
    handle: (r) => catalog.suggest(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/search',
    tag,
    response: SearchOutput,
    query: SearchInput,
    summary: 'Specialists (full-text, ranked, typo-tolerant on skills) and solutions',
    handle: (r) => catalog.search(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/history/specialists',
    tag,
    response: CatalogItemsOutput,
    auth: true,
    summary: 'The cards the user opened last',
    handle: (r) => catalog.recentlyViewed(r.actor),
  });
};
