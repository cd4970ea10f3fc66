import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  CompanyContractListOutput,
  CompanyContractOutput,
  ContractFields,
  ContractFiltersOutput,
  ContractHistoryOutput,
  ContractListQuery,
  ContractRequestOutput,
  CountersignInput,
  CreateNdaInput,
  ManagerContractListOutput,
  ManagerContractOutput,
  NdaInfoOutput,
  PaymentRequisitesOutput,
  ReasonInput,
  ReferenceListOutput,
  SignedOutput,
  SigningPageOutput,
  TemplateUpdateInput,
} from '../../../application/contract/schemas';
import type { ContractKind } from '../../../domain/contract/contract.kinds';
import type { ContractFile } from '../../../application/contract/queries/contractFiles';
import type { AppError } from '../../../application/shared/appError';
import type { Result } from 'neverthrow';
import { writeContractsWorkbook } from '../../documents/contractsWorkbook';
import { readDocuSignEvent, verifyDocuSignHmac, docuSignSignatureHeaders } from '../../esign';
import type { AppServices } from '../../services';
import { sendData, sendError } from '../envelope';
import type { RestRoutes } from '../restRoute';
import { sendWorkbook } from '../workbookDownload';
import { contentDisposition, isAppError, receiveFile } from './files.routes';

const tag = 'contracts';
const idParams = z.object({ id: z.string() });
const tokenParams = z.object({ token: z.string() });
const ContractIdBody = z.object({ id: z.string() });
const ManagerContractsOutput = z.array(ManagerContractOutput).readonly();

/** A contract's file: never cached, never sniffed, shown inline (a PDF opens in the browser's reader). */
const sendFile = (res: Response, found: Result<ContractFile, AppError>): void => {
  if (found.isErr()) return sendError(res, found.error);
  const { record, bytes, fileName } = found.value;
  res.setHeader('Content-Type', record.mime);
  res.setHeader('Content-Length', String(bytes.length));
  res.setHeader('Content-Disposition', contentDisposition('inline', fileName));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(Buffer.from(bytes));
};

/**
 * Contracts: the seeds' manager calls under `/admin/api/{agency,client}-document/*` (one set per side), the
 * company's own under `/api/{agency,client}/documents/*`, the NDA, the files, the signing page's calls (no account
 * needed: the link is the key) and DocuSign's webhook. Also tRPC `contract.*`.
 */
export const contractRoutes = (
  routes: RestRoutes,
  { contract }: AppServices,
  options: { readonly docusignHmacSecret: string | null },
): void => {
  for (const [kind, side] of [
    ['partner', 'agency'],
    ['client', 'client'],
  ] as const satisfies readonly [ContractKind, string][]) {
    const base = `/admin/api/${side}-document`;
    routes.add({
      method: 'get',
      path: `${base}/list`,
      tag,
      auth: true,
      query: ContractListQuery,
      response: ManagerContractListOutput,
      summary: `${side === 'agency' ? 'Partner' : 'Client'} contracts: filters status, documentType, contractType, signedAt range, ${side}Uuid, search; 8 per page`,
      handle: (r) => contract.listForManager(r.actor, kind, r.query),
    });
    routes.add({
      method: 'get',
      path: `${base}/filters`,
      tag,
      auth: true,
      query: ContractListQuery,
      response: ContractFiltersOutput,
      summary: 'How many contracts each status holds',
      handle: (r) => contract.statusCounts(r.actor, kind, r.query),
    });
    routes.add({
      method: 'get',
      path: `${base}/document-types`,
      tag,
      auth: true,
      response: ReferenceListOutput,
      summary: 'Document types a contract of this side can be',
      handle: (r) => contract.reference(r.actor, kind, 'document'),
    });
    routes.add({
      method: 'get',
      path: `${base}/contract-types`,
      tag,
      auth: true,
      response: ReferenceListOutput,
      summary: 'Contract types of this side',
      handle: (r) => contract.reference(r.actor, kind, 'contract'),
    });
    routes.add({
      method: 'get',
      path: `${base}/info/:id`,
      tag,
      auth: true,
      params: idParams,
      response: ManagerContractOutput,
      summary: 'One contract with every field, its file, template and signatures',
      handle: (r) => contract.getForManager(r.actor, { id: r.params.id }),
    });
    routes.add({
      method: 'get',
      path: `${base}/history/:id`,
      tag,
      auth: true,
      params: idParams,
      query: z.object({ page: z.string().optional(), count: z.string().optional() }),
      response: ContractHistoryOutput,
      summary: 'Every change of a contract: who, as whom, when',
      handle: (r) => contract.history(r.actor, { ...r.query, id: r.params.id }),
    });
    routes.add({
      method: 'get',
      path: `${base}/payment-requisites/:id`,
      tag,
      auth: true,
      params: idParams,
      response: PaymentRequisitesOutput,
      summary: "The company's payment details a contract may name (the company's id)",
      handle: (r) => contract.paymentRequisites(r.actor, { id: r.params.id }),
    });
    routes.add({
      method: 'post',
      path: `${base}/update`,
      tag,
      auth: true,
      body: ContractFields.extend({
        id: z.string().optional(),
        companyId: z.string().optional(),
        version: z.number().optional(),
      }),
      response: ManagerContractOutput,
      summary:
        "Create a contract (no id; `companyId` or the seeds' client/agency) or change a draft (id, optional version: 409 when stale)",
      handle: (r) =>
        (r.body as { id?: unknown } | null)?.id !== undefined
          ? contract.update(r.actor, kind, r.body)
          : contract.create(r.actor, kind, r.body),
    });
    routes.raw({
      method: 'post',
      path: `${base}/upload`,
      tag,
      auth: true,
      query: z.object({ id: z.string() }),
      response: ManagerContractOutput,
      summary:
        'The contract\'s own file (multipart field "file"): pdf, doc, docx, xls, xlsx, png or jpg up to 31457280 bytes, checked by content',
      raw: async (r, res) => {
        const uploaded = await receiveFile('contract', res);
        if (isAppError(uploaded)) return sendError(res, uploaded);
        (await contract.upload(r.actor, r.query, uploaded)).match(
          (data) => sendData(res, ManagerContractOutput.parse(data)),
          (error) => sendError(res, error),
        );
      },
    });
    routes.add({
      method: 'post',
      path: `${base}/template-update`,
      tag,
      auth: true,
      body: TemplateUpdateInput,
      response: ManagerContractOutput,
      summary: "This contract's own text (content blocks with {{placeholders}}), or null for the standard one",
      handle: (r) => contract.replaceTemplate(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `${base}/docusign-send`,
      tag,
      auth: true,
      body: ContractIdBody,
      response: ManagerContractOutput,
      summary:
        'Send for signature: the PDF is fixed and fingerprinted; the signer gets a single-use link (or a DocuSign envelope)',
      handle: (r) => contract.send(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `${base}/resend`,
      tag,
      auth: true,
      body: ContractIdBody,
      response: ManagerContractOutput,
      summary: 'A new signing link for the signer; the old one stops working',
      handle: (r) => contract.resend(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `${base}/recall`,
      tag,
      auth: true,
      body: ReasonInput,
      response: ManagerContractOutput,
      summary: 'Take a contract back from signature to draft, with a reason',
      handle: (r) => contract.recall(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `${base}/void`,
      tag,
      auth: true,
      body: ReasonInput,
      response: ManagerContractOutput,
      summary: 'Void a contract that is not signed yet, with a reason',
      handle: (r) => contract.void(r.actor, r.body),
    });
    routes.add({
      method: 'post',
      path: `${base}/countersign`,
      tag,
      auth: true,
      body: CountersignInput,
      response: ManagerContractOutput,
      summary: "The platform's signature, after the company's: the manager types their own name; the PDF is sealed",
      handle: (r) => contract.countersign(r.actor, r.body, { address: r.address, userAgent: r.userAgent }),
    });
    routes.raw({
      method: 'get',
      path: `/admin/api/excel-export/${side}-documents`,
      tag,
      auth: true,
      query: ContractListQuery,
      summary: `${side === 'agency' ? 'Partner' : 'Client'} contracts as an Excel file (same filters as the list)`,
      raw: async (r, res) =>
        sendWorkbook(
          res,
          (await contract.forExport(r.actor, kind, r.query)).map((rows) => ({
            archive: false as const,
            title: `${side} documents`,
            rows,
          })),
          `${side}-documents`,
          writeContractsWorkbook,
        ),
    });
  }
  for (const [path, side] of [
    ['client-basis-documents', 'client'],
    ['agency-basis-documents', 'agency'],
  ] as const) {
    routes.add({
      method: 'get',
      path: `/admin/api/candidates/${path}/:id`,
      tag,
      auth: true,
      params: idParams,
      response: ManagerContractsOutput,
      summary: `The signed ${side} contracts a candidate's work rests on (the candidate's id)`,
      handle: (r) => contract.basisDocuments(r.actor, side, { id: r.params.id }),
    });
  }

  // The company's own contracts
  for (const side of ['agency', 'client'] as const) {
    routes.add({
      method: 'get',
      path: `/api/${side}/documents/list`,
      tag,
      auth: true,
      query: ContractListQuery,
      response: CompanyContractListOutput,
      summary: 'Own contracts from the moment they are sent for signature, 8 per page',
      handle: (r) => contract.listOwn(r.actor, r.query),
    });
    routes.add({
      method: 'get',
      path: `/api/${side}/documents/info/:id`,
      tag,
      auth: true,
      params: idParams,
      response: CompanyContractOutput,
      summary: "One own contract (another company's answers 404)",
      handle: (r) => contract.getOwn(r.actor, { id: r.params.id }),
    });
  }
  routes.add({
    method: 'post',
    path: '/api/agency/documents/docusign-send',
    tag,
    auth: true,
    body: ContractIdBody,
    response: CompanyContractOutput,
    summary: 'Send the signing link of an own contract waiting for signature again',
    handle: (r) => contract.resendOwn(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/client/documents/request-contract',
    tag,
    auth: true,
    response: ContractRequestOutput,
    summary: 'Ask the personal manager for a contract (e-mailed at most once a day)',
    handle: (r) => contract.requestContract(r.actor),
  });
  routes.add({
    method: 'get',
    path: '/api/agency/info-nda',
    tag,
    auth: true,
    response: NdaInfoOutput,
    summary: "The agency's NDA with the platform, if any",
    handle: (r) => contract.ndaInfo(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/agency/create-nda',
    tag,
    auth: true,
    body: CreateNdaInput,
    response: CompanyContractOutput,
    summary: "Make the standard NDA with the agency's profile and send it to its signer",
    handle: (r) => contract.createNda(r.actor, r.body),
  });
  routes.raw({
    method: 'get',
    path: '/api/contracts/:id/document',
    tag,
    auth: true,
    params: idParams,
    summary: 'The contract PDF: the sealed one once signed, else the one sent for signature',
    raw: async (r, res) => sendFile(res, await contract.document(r.actor, { id: r.params.id })),
  });
  routes.raw({
    method: 'get',
    path: '/api/contracts/:id/file',
    tag,
    auth: true,
    params: idParams,
    summary: "The manager's uploaded contract file",
    raw: async (r, res) => sendFile(res, await contract.uploadedFile(r.actor, { id: r.params.id })),
  });

  // The signing page: the link is the key, no account needed
  routes.add({
    method: 'get',
    path: '/api/contract-signing/:token',
    tag,
    params: tokenParams,
    response: SigningPageOutput,
    summary: 'What the signer signs: number, company, signer, the fingerprint of the PDF',
    handle: (r) => contract.signingPage({ token: r.params.token }),
  });
  routes.raw({
    method: 'get',
    path: '/api/contract-signing/:token/document',
    tag,
    params: tokenParams,
    summary: 'The PDF to sign, exactly the bytes the signature will name',
    raw: async (r, res) => sendFile(res, await contract.signingDocument({ token: r.params.token })),
  });
  routes.add({
    method: 'post',
    path: '/api/contract-signing/:token/sign',
    tag,
    params: tokenParams,
    body: z.object({ typedName: z.string(), consent: z.boolean(), documentSha256: z.string() }),
    response: SignedOutput,
    summary: 'Sign: the typed full name, the consent and the fingerprint of the PDF shown; the link then stops working',
    handle: (r) =>
      contract.signByLink(
        { ...(r.body as object), token: r.params.token },
        { address: r.address, userAgent: r.userAgent },
      ),
  });

  // DocuSign Connect: verified by its HMAC over the raw body, then applied as our own signing page would
  routes.raw({
    method: 'post',
    path: '/api/esign/docusign/webhook',
    tag,
    response: z.object({ applied: z.boolean() }),
    summary: "DocuSign Connect's status events (HMAC-verified); off without DOCUSIGN_HMAC_SECRET",
    raw: async (_r, res) => {
      const req = res.req as Request & { rawBody?: Buffer };
      const raw = req.rawBody ?? Buffer.from(JSON.stringify(req.body ?? {}));
      if (
        !options.docusignHmacSecret ||
        !verifyDocuSignHmac(raw, docuSignSignatureHeaders(req.headers), options.docusignHmacSecret)
      ) {
        return sendError(res, {
          kind: 'forbidden',
          code: 'esign.signature_invalid',
          message: 'The webhook signature is not valid',
        });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return sendError(res, {
          kind: 'validation',
          code: 'validation.failed',
          message: 'The body is not JSON',
          issues: [{ field: '_', message: 'The body is not JSON' }],
        });
      }
      const event = readDocuSignEvent(json);
      if (!event) return sendData(res, { applied: false });
      (await contract.applyDocuSignStatus(event)).match(
        (data) => sendData(res, data),
        (error) => sendError(res, error),
      );
    },
  });
};
