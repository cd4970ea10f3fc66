import { err, type Result } from 'neverthrow';
import { z } from 'zod';
import * as schemas from '../../../application/company/schemas';
import type { AppError } from '../../../application/shared/appError';
import type { AppServices } from '../../services';
import type { RestRequest, RestRoutes } from '../restRoute';

const tag = 'company';
const params = z.object({ id: z.string() });
const localeParams = z.object({
  locale: z.string().meta({ description: 'Only `en-gb` exists; any other locale is an unknown path (404)' }),
  id: z.string(),
});
const {
  CompanyInfoOutput,
  CompanyProfileViewOutput,
  VatRateOutput,
  PaymentInfoListOutput,
  CompanyHistoryOutput,
  AgencyDashboardOutput,
} = schemas;
const updateBody = schemas.UpdateCompanyInput.omit({ id: true });

/** The seeds' only locale; the same paths under any other prefix do not exist. */
const LOCALE = 'en-gb';
const unknownPath: AppError = { kind: 'not_found', code: 'route.not_found', message: 'No such API path' };

const withId = (r: RestRequest) => ({ ...((r.body ?? {}) as Record<string, unknown>), id: r.params.id });

export const companyRoutes = (routes: RestRoutes, { company }: AppServices): void => {
  /** A path of the personal area, plus its `/{locale}/api/...` twin where the seeds list one. */
  const localized = (
    method: 'get' | 'post',
    path: string,
    def: {
      summary: string;
      response: z.ZodType;
      body?: z.ZodType;
      handle: (r: RestRequest) => Promise<Result<unknown, AppError>>;
    },
  ) => {
    routes.add({ method, path, tag, auth: true, params, ...def });
    routes.add({
      method,
      path: `/:locale${path}`,
      tag,
      auth: true,
      params: localeParams,
      ...def,
      summary: `${def.summary} (the seeds' locale-prefixed path: \`en-gb\` only)`,
      handle: async (r) => (r.params.locale === LOCALE ? def.handle(r) : err(unknownPath)),
    });
  };

  for (const [kind, label] of [
    ['agency', 'agency'],
    ['client', 'client company'],
  ] as const) {
    const own =
      kind === 'agency'
        ? {
            info: company.getAgencyInfo,
            profile: company.getAgencyProfile,
            update: company.updateAgency,
            vat: company.agencyVatRate,
            save: company.saveAgencyPaymentInfo,
            remove: company.deleteAgencyPaymentInfo,
          }
        : {
            info: company.getClientInfo,
            profile: company.getClientProfile,
            update: company.updateClient,
            vat: company.clientVatRate,
            save: company.saveClientPaymentInfo,
            remove: company.deleteClientPaymentInfo,
          };

    routes.add({
      method: 'get',
      path: `/api/${kind}/info/:id`,
      tag,
      auth: true,
      params,
      response: CompanyInfoOutput,
      summary: `The ${label} of the personal area: its own for its users, any for staff with company:manage`,
      handle: (r) => own.info(r.actor, { id: r.params.id }),
    });
    localized('get', `/api/${kind}/profile/:id`, {
      summary: `The whole profile of the ${label} with its payment details; another company's id is 404`,
      response: CompanyProfileViewOutput,
      handle: (r) => own.profile(r.actor, { id: r.params.id }),
    });
    localized('post', `/api/${kind}/update/:id`, {
      summary: `Change the ${label}'s main data: fields left out keep their value, null clears; \`version\` as loaded (409 when stale)`,
      response: CompanyProfileViewOutput,
      body: updateBody,
      handle: (r) => own.update(r.actor, withId(r)),
    });
    routes.add({
      method: 'get',
      path: `/api/${kind}/vat-rate/:id`,
      tag,
      auth: true,
      params,
      response: VatRateOutput,
      summary: `The VAT rate of the ${label}'s documents (\`VATRate\`, percent: 0 for a non-payer, null while not told)`,
      handle: (r) => own.vat(r.actor, { id: r.params.id }),
    });
    routes.add({
      method: 'post',
      path: `/api/${kind}/payment-info/update/`,
      tag,
      auth: true,
      body: schemas.SavePaymentInfoInput,
      response: PaymentInfoListOutput,
      summary: `Add a payment entry to the own ${label}, or change the one \`paymentInfo.id\` names; \`isDefault\` moves the default mark`,
      handle: (r) => own.save(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `/api/${kind}/payment-info/delete/`,
      tag,
      auth: true,
      body: schemas.DeletePaymentInfoInput,
      response: PaymentInfoListOutput,
      summary: 'Delete a payment entry of the own company; the oldest remaining entry becomes the default if it was',
      handle: (r) => own.remove(r.actor, r.body),
    });
  }

  routes.add({
    method: 'get',
    path: '/api/agency/dashboard/',
    tag,
    auth: true,
    response: AgencyDashboardOutput,
    summary:
      "The agency's getting-started dashboard: profile completeness, first card and solution, contract, requests waiting for an answer",
    handle: (r) => company.agencyDashboard(r.actor),
  });

  // The back office: staff with company:manage only.
  const office = company.backOffice;
  for (const [plural, label, ops] of [
    [
      'agencies',
      'agency',
      {
        info: office.agencyInfo,
        update: office.updateAgency,
        save: office.saveAgencyPaymentInfo,
        remove: office.deleteAgencyPaymentInfo,
        history: office.agencyHistory,
      },
    ],
    [
      'clients',
      'client',
      {
        info: office.clientInfo,
        update: office.updateClient,
        save: office.saveClientPaymentInfo,
        remove: office.deleteClientPaymentInfo,
        history: office.clientHistory,
      },
    ],
  ] as const) {
    routes.add({
      method: 'get',
      path: `/admin/api/${plural}/info/:id`,
      tag,
      auth: true,
      params,
      response: schemas.ManagerCompanyProfileOutput,
      summary: `Any ${label}'s whole profile with payment details and its last change`,
      handle: (r) => ops.info(r.actor, { id: r.params.id }),
    });
    routes.add({
      method: 'post',
      path: `/admin/api/${plural}/update/:id`,
      tag,
      auth: true,
      params,
      body: updateBody,
      response: schemas.ManagerCompanyProfileOutput,
      summary: `Change any ${label}'s main data (as the personal area's update)`,
      handle: (r) => ops.update(r.actor, withId(r)),
    });
    routes.add({
      method: 'post',
      path: `/admin/api/${plural}/update/`,
      tag,
      auth: true,
      body: schemas.UpdateCompanyInput,
      response: schemas.ManagerCompanyProfileOutput,
      summary: `Change any ${label}'s main data, the id in the body (the seeds' form)`,
      handle: (r) => ops.update(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `/admin/api/${plural}/payment-info/update/`,
      tag,
      auth: true,
      body: schemas.SavePaymentInfoInput,
      response: PaymentInfoListOutput,
      summary: `Add or change a payment entry of any ${label} (companyId and paymentInfo)`,
      handle: (r) => ops.save(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `/admin/api/${plural}/payment-info/delete/`,
      tag,
      auth: true,
      body: schemas.DeletePaymentInfoInput,
      response: PaymentInfoListOutput,
      summary: `Delete a payment entry of any ${label} (id)`,
      handle: (r) => ops.remove(r.actor, r.body),
    });
    routes.add({
      method: 'get',
      path: `/admin/api/${plural}/history/:id`,
      tag,
      auth: true,
      params,
      query: schemas.CompanyHistoryInput.omit({ id: true }),
      response: CompanyHistoryOutput,
      summary: `Every recorded change of the ${label}, newest first: what, who, as whom, when`,
      handle: (r) => ops.history(r.actor, { ...r.query, id: r.params.id }),
    });
  }
};
