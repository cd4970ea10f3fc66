import type { Response } from 'express';
import type { Result } from 'neverthrow';
import { z } from 'zod';
import type { ActFile } from '../../../application/act/queries/actQueries';
import {
  ActFiltersOutput,
  ActHistoryOutput,
  ActIdInput,
  ActListInput,
  AgencyActListOutput,
  AgencyActOutput,
  AnswerClaimInput,
  BillableOutput,
  ClaimIdInput,
  ClaimListInput,
  ClaimReasonsOutput,
  ClientActListOutput,
  ClientActOutput,
  ClientClaimListOutput,
  ClientClaimOutput,
  CreateActInput,
  CreateClaimInput,
  ManagerActListOutput,
  ManagerActOutput,
  ManagerClaimListOutput,
  ManagerClaimOutput,
  RejectActInput,
  UpdateActInput,
  WorkingSpecialistOutput,
} from '../../../application/act/schemas';
import type { AppError } from '../../../application/shared/appError';
import { writeActsWorkbook } from '../../documents/actsWorkbook';
import type { AppServices } from '../../services';
import { sendError } from '../envelope';
import type { RestRoutes } from '../restRoute';
import { contentDisposition } from './files.routes';
import { sendWorkbook } from '../workbookDownload';

const tag = 'acts';
const claimTag = 'claims';
const idParams = z.object({ id: z.string() });
const historyQuery = z.object({ page: z.string().optional(), count: z.string().optional() });

/** An act's PDF: never cached, never sniffed, shown inline. */
const sendPdf = (res: Response, found: Result<ActFile, AppError>): void => {
  if (found.isErr()) return sendError(res, found.error);
  const { bytes, fileName } = found.value;
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', String(bytes.length));
  res.setHeader('Content-Disposition', contentDisposition('inline', fileName));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(Buffer.from(bytes));
};

/**
 * Completion acts: the agency's `/api/agency/act/*`, the client's `/api/client/act/*`, the managers' `/admin/api/act/*`
 * and the export; the seeds' working specialist and claim calls under `/api/client/*`, the managers' claims under
 * `/admin/api/specialist-claim/*`. Also tRPC `act.*`.
 */
export const actRoutes = (routes: RestRoutes, { act }: AppServices): void => {
  // The agency
  routes.add({
    method: 'get',
    path: '/api/agency/act/list',
    tag,
    auth: true,
    query: ActListInput,
    response: AgencyActListOutput,
    summary: "The agency's acts: filters status, specialistId, monthFrom, monthTo; counts per status",
    handle: (r) => act.listForAgency(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/agency/act/billable',
    tag,
    auth: true,
    response: BillableOutput,
    summary: "The agency's specialists on projects and the months an act can be drafted for",
    handle: (r) => act.billable(r.actor),
  });
  routes.add({
    method: 'get',
    path: '/api/agency/act/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: AgencyActOutput,
    summary: "One own act (another agency's answers 404)",
    handle: (r) => act.getForAgency(r.actor, r.params),
  });
  routes.add({
    method: 'post',
    path: '/api/agency/act/create',
    tag,
    auth: true,
    body: CreateActInput,
    response: AgencyActOutput,
    summary:
      "Draft the month's act of a specialist on a project: candidateId, month (yyyy-MM), hours, comment; the rates are read, not typed",
    handle: (r) => act.create(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/agency/act/update',
    tag,
    auth: true,
    body: UpdateActInput,
    response: AgencyActOutput,
    summary: 'Change the hours and comment of a draft or rejected act (optional version: 409 when stale)',
    handle: (r) => act.update(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/agency/act/send',
    tag,
    auth: true,
    body: ActIdInput,
    response: AgencyActOutput,
    summary: 'Send a draft or rejected act to the platform for approval',
    handle: (r) => act.sendToPlatform(r.actor, r.body),
  });
  routes.raw({
    method: 'get',
    path: '/api/agency/act/document/:id',
    tag,
    auth: true,
    params: idParams,
    summary: "The agency's act PDF, once the client approved",
    raw: async (r, res) => sendPdf(res, await act.agencyDocument(r.actor, r.params)),
  });

  // The client
  routes.add({
    method: 'get',
    path: '/api/client/act/list',
    tag,
    auth: true,
    query: ActListInput,
    response: ClientActListOutput,
    summary: "The client's acts and invoices, from the moment the platform sends them",
    handle: (r) => act.listForClient(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/client/act/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: ClientActOutput,
    summary: 'One own act with its invoice lines',
    handle: (r) => act.getForClient(r.actor, r.params),
  });
  routes.add({
    method: 'post',
    path: '/api/client/act/approve',
    tag,
    auth: true,
    body: ActIdInput,
    response: ClientActOutput,
    summary: "Approve an act: the invoice and the agency's act are issued as PDFs",
    handle: (r) => act.approve(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/client/act/reject',
    tag,
    auth: true,
    body: RejectActInput,
    response: ClientActOutput,
    summary: 'Reject an act with a reason: it goes back to the agency',
    handle: (r) => act.rejectAsClient(r.actor, r.body),
  });
  routes.raw({
    method: 'get',
    path: '/api/client/act/invoice/:id',
    tag,
    auth: true,
    params: idParams,
    summary: "The client's invoice PDF of an approved act",
    raw: async (r, res) => sendPdf(res, await act.clientInvoice(r.actor, r.params)),
  });
  routes.add({
    method: 'get',
    path: '/api/client/working-specialists/info/:id',
    tag: claimTag,
    auth: true,
    params: idParams,
    response: WorkingSpecialistOutput,
    summary: "A specialist on the client's project (the candidate's id): period, hourly price, acts and claims so far",
    handle: (r) => act.workingSpecialist(r.actor, r.params),
  });
  routes.add({
    method: 'get',
    path: '/api/client/specialist-claim/reasons',
    tag: claimTag,
    auth: true,
    response: ClaimReasonsOutput,
    summary: 'The reasons a claim can give',
    handle: async (r) => act.claimReasons(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/client/specialist-claim/create',
    tag: claimTag,
    auth: true,
    body: CreateClaimInput,
    response: ClientClaimOutput,
    summary: 'A claim about a specialist on a project: candidateId, reasons (at least one), comment up to 2,000',
    handle: (r) => act.createClaim(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/client/specialist-claim/list',
    tag: claimTag,
    auth: true,
    query: ClaimListInput,
    response: ClientClaimListOutput,
    summary: "The client's claims with the platform's answers (optionally of one candidate)",
    handle: (r) => act.listOwnClaims(r.actor, r.query),
  });

  // Managers
  routes.add({
    method: 'get',
    path: '/admin/api/act/list',
    tag,
    auth: true,
    query: ActListInput,
    response: ManagerActListOutput,
    summary: 'Every act: filters status, specialistId, monthFrom, monthTo, search; counts per status',
    handle: (r) => act.listForManager(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/act/filters',
    tag,
    auth: true,
    query: ActListInput,
    response: ActFiltersOutput,
    summary: 'How many acts each status holds',
    handle: (r) => act.statusCounts(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/act/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: ManagerActOutput,
    summary: "One act with both sides' amounts",
    handle: (r) => act.getForManager(r.actor, r.params),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/act/history/:id',
    tag,
    auth: true,
    params: idParams,
    query: historyQuery,
    response: ActHistoryOutput,
    summary: 'Every change of an act: who, as whom, when',
    handle: (r) => act.history(r.actor, { ...r.query, id: r.params.id }),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/act/send-to-client',
    tag,
    auth: true,
    body: ActIdInput,
    response: ManagerActOutput,
    summary: 'Send a checked act to the client for approval',
    handle: (r) => act.sendToClient(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/act/reject',
    tag,
    auth: true,
    body: RejectActInput,
    response: ManagerActOutput,
    summary: 'Reject an act sent to the platform, with a reason: back to the agency',
    handle: (r) => act.rejectAsManager(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/act/mark-awaiting-payment',
    tag,
    auth: true,
    body: ActIdInput,
    response: ManagerActOutput,
    summary: "An approved act waits for the client's payment",
    handle: (r) => act.markAwaitingPayment(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/act/mark-paid',
    tag,
    auth: true,
    body: ActIdInput,
    response: ManagerActOutput,
    summary: 'The client paid the invoice',
    handle: (r) => act.markPaid(r.actor, r.body),
  });
  routes.raw({
    method: 'get',
    path: '/admin/api/act/invoice/:id',
    tag,
    auth: true,
    params: idParams,
    summary: "The client's invoice PDF",
    raw: async (r, res) => sendPdf(res, await act.managerInvoice(r.actor, r.params)),
  });
  routes.raw({
    method: 'get',
    path: '/admin/api/act/document/:id',
    tag,
    auth: true,
    params: idParams,
    summary: "The agency's act PDF",
    raw: async (r, res) => sendPdf(res, await act.managerDocument(r.actor, r.params)),
  });
  routes.raw({
    method: 'get',
    path: '/admin/api/excel-export/acts',
    tag,
    auth: true,
    query: ActListInput,
    summary: 'Acts as an Excel file (same filters as the list)',
    raw: async (r, res) =>
      sendWorkbook(
        res,
        (await act.forExport(r.actor, r.query)).map((rows) => ({ archive: false as const, rows })),
        'acts',
        writeActsWorkbook,
      ),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/specialist-claim/list',
    tag: claimTag,
    auth: true,
    query: ClaimListInput,
    response: ManagerClaimListOutput,
    summary: 'Claims: filters status, candidateId; counts per status',
    handle: (r) => act.listClaims(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/specialist-claim/info/:id',
    tag: claimTag,
    auth: true,
    params: idParams,
    response: ManagerClaimOutput,
    summary: 'One claim with the answers',
    handle: (r) => act.getClaim(r.actor, r.params),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/specialist-claim/answer',
    tag: claimTag,
    auth: true,
    body: AnswerClaimInput,
    response: ManagerClaimOutput,
    summary: 'Answer a claim (the client reads it; e-mailed)',
    handle: (r) => act.answerClaim(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/specialist-claim/close',
    tag: claimTag,
    auth: true,
    body: ClaimIdInput,
    response: ManagerClaimOutput,
    summary: 'Close a claim',
    handle: (r) => act.closeClaim(r.actor, r.body),
  });
};
