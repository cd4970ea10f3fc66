import { z } from 'zod';
import {
  AcceptTermsInput, AcceptTermsOutput, CreateTermsVersionInput, ManagerTermsVersionOutput, TermsAcceptanceExportInput, TermsInfoInput, TermsInfoOutput,
  TermsVersionListInput, TermsVersionListOutput, UpdateTermsVersionInput,
} from '../../../application/content/schemas';
import { writeTermsAcceptancesWorkbook } from '../../documents/termsAcceptancesWorkbook';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';
import { sendError } from '../envelope';

const tag = 'content';
const idParams = z.object({ id: z.string() });

/**
 * Terms and conditions: the seeds' public calls under `/api/legal-document/`, and the managers' versions under
 * `/admin/api/legal-document/terms-and-conditions/` (the seeds name no admin terms calls).
 */
export const contentRoutes = (routes: RestRoutes, { content }: AppServices): void => {
  routes.add({ method: 'get', path: '/api/legal-document/terms-and-conditions/active', tag, response: TermsInfoOutput, summary: 'The terms version in force, as blocks and as HTML', handle: (r) => content.activeTerms(r.actor) });
  routes.add({
    method: 'get', path: '/api/legal-document/terms-and-conditions/info', tag, query: TermsInfoInput, response: TermsInfoOutput,
    summary: 'A terms version by id (or the one in force): changes, effectiveFrom, nextVersionId, nextVersionEffectiveFrom', handle: (r) => content.termsInfo(r.actor, r.query),
  });
  routes.add({
    method: 'post', path: '/api/legal-document/accept', tag, auth: true, body: AcceptTermsInput, response: AcceptTermsOutput,
    summary: 'The signed-in user accepts a terms version (not while a manager acts as them)', handle: (r) => content.acceptTerms(r.actor, r.body, { address: r.address, userAgent: r.userAgent }),
  });

  // Managers
  const admin = '/admin/api/legal-document/terms-and-conditions';
  routes.add({ method: 'get', path: `${admin}/list`, tag, auth: true, query: TermsVersionListInput, response: TermsVersionListOutput, summary: 'Terms versions, newest first, with acceptance counts', handle: (r) => content.listTermsVersions(r.actor, r.query) });
  routes.add({ method: 'get', path: `${admin}/info/:id`, tag, auth: true, params: idParams, response: ManagerTermsVersionOutput, summary: 'One terms version as its editor loads it', handle: (r) => content.getTermsVersion(r.actor, { id: r.params.id }) });
  routes.add({ method: 'post', path: `${admin}/create`, tag, auth: true, body: CreateTermsVersionInput, response: ManagerTermsVersionOutput, summary: 'A new terms version, effective at once or from effectiveFrom', handle: (r) => content.createTermsVersion(r.actor, r.body) });
  routes.add({ method: 'post', path: `${admin}/update`, tag, auth: true, body: UpdateTermsVersionInput, response: ManagerTermsVersionOutput, summary: 'Edit a version that has not taken effect (422 after; 409 on a stale version)', handle: (r) => content.updateTermsVersion(r.actor, r.body) });
  routes.raw({
    method: 'get', path: '/admin/api/excel-export/terms-acceptances', tag, auth: true, query: TermsAcceptanceExportInput, summary: 'Who accepted a terms version, when and from where, as an Excel file',
    raw: async (r, res) => {
      const exported = await content.exportTermsAcceptances(r.actor, r.query);
      if (exported.isErr()) return sendError(res, exported.error);
      const version = String(r.query.id).slice(0, 8);
      res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      res.setHeader('Content-Disposition', `attachment; filename="terms-acceptances-${version}-${new Date().toISOString().slice(0, 10)}.xlsx"`);
      await writeTermsAcceptancesWorkbook(exported.value, res);
    },
  });
};
