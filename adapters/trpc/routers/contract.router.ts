import { z } from 'zod';
import * as s from '../../../application/contract/schemas';
import { authedProcedure, inputOf, publicProcedure, router, unwrap } from '../trpc';

const kindOf = (input: unknown) =>
  ((input as { kind?: unknown } | undefined)?.kind === 'partner' ? 'partner' : 'client') as 'client' | 'partner';
const withoutKind = (input: unknown) => {
  const { kind: _kind, ...rest } = (input ?? {}) as Record<string, unknown>;
  return rest;
};

// Contracts over tRPC: the same use cases as the REST calls under /admin/api/agency-document, /admin/api/client-document, /api/agency/documents, /api/client/documents and the signing page.
export const contractRouter = router({
  // Managers
  list: authedProcedure
    .input(inputOf(s.ManagerContractListInput))
    .output(s.ManagerContractListOutput)
    .query(({ ctx, input }) =>
      unwrap(ctx.services.contract.listForManager(ctx.actor, kindOf(input), withoutKind(input))),
    ),
  statusCounts: authedProcedure
    .input(inputOf(s.ManagerContractListInput))
    .output(s.ContractFiltersOutput)
    .query(({ ctx, input }) =>
      unwrap(ctx.services.contract.statusCounts(ctx.actor, kindOf(input), withoutKind(input))),
    ),
  info: authedProcedure
    .input(inputOf(s.ContractIdInput))
    .output(s.ManagerContractOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.getForManager(ctx.actor, input))),
  history: authedProcedure
    .input(inputOf(s.ContractHistoryInput))
    .output(s.ContractHistoryOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.history(ctx.actor, input))),
  asOf: authedProcedure
    .input(inputOf(s.ContractAsOfInput))
    .output(s.ContractAsOfOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.asOf(ctx.actor, input))),
  documentTypes: authedProcedure
    .input(inputOf(s.ContractKindInput))
    .output(s.ReferenceListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.reference(ctx.actor, kindOf(input), 'document'))),
  contractTypes: authedProcedure
    .input(inputOf(s.ContractKindInput))
    .output(s.ReferenceListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.reference(ctx.actor, kindOf(input), 'contract'))),
  paymentRequisites: authedProcedure
    .input(inputOf(s.CompanyIdInput))
    .output(s.PaymentRequisitesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.paymentRequisites(ctx.actor, input))),
  requestedSigner: authedProcedure
    .input(inputOf(s.RequestedSignerInput))
    .output(s.RequestedSignerOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.requestedSigner(ctx.actor, input))),
  companiesForDocument: authedProcedure
    .input(inputOf(s.CompaniesForDocumentInput.extend({ kind: s.ContractKindSchema })))
    .output(s.CompaniesForDocumentOutput)
    .query(({ ctx, input }) =>
      unwrap(ctx.services.contract.companiesForDocument(ctx.actor, kindOf(input), withoutKind(input))),
    ),
  create: authedProcedure
    .input(inputOf(z.object({ kind: s.ContractKindSchema }).passthrough()))
    .output(s.ManagerContractOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.contract.create(ctx.actor, kindOf(input), withoutKind(input)))),
  update: authedProcedure
    .input(inputOf(s.ContractUpdateInput.extend({ kind: s.ContractKindSchema })))
    .output(s.ManagerContractOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.contract.update(ctx.actor, kindOf(input), withoutKind(input)))),
  replaceTemplate: authedProcedure
    .input(inputOf(s.TemplateUpdateInput))
    .output(s.ManagerContractOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.contract.replaceTemplate(ctx.actor, input))),
  send: authedProcedure
    .input(inputOf(s.ContractIdInput))
    .output(s.ManagerContractOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.contract.send(ctx.actor, input))),
  recall: authedProcedure
    .input(inputOf(s.ReasonInput))
    .output(s.ManagerContractOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.contract.recall(ctx.actor, input))),
  void: authedProcedure
    .input(inputOf(s.ReasonInput))
    .output(s.ManagerContractOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.contract.void(ctx.actor, input))),
  countersign: authedProcedure
    .input(inputOf(s.CountersignInput))
    .output(s.ManagerContractOutput)
    .mutation(({ ctx, input }) =>
      unwrap(ctx.services.contract.countersign(ctx.actor, input, { address: ctx.address, userAgent: ctx.userAgent })),
    ),
  basisDocuments: authedProcedure
    .input(inputOf(s.BasisDocumentsInput))
    .output(s.ManagerContractsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.basisDocuments(ctx.actor, input.side, { id: input.id }))),
  // Both sides
  resend: authedProcedure
    .input(inputOf(s.ContractIdInput))
    .output(s.ManagerContractOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.contract.resend(ctx.actor, input))),
  resendOwn: authedProcedure
    .input(inputOf(s.ContractIdInput))
    .output(s.CompanyContractOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.contract.resendOwn(ctx.actor, input))),
  // The company's own
  listOwn: authedProcedure
    .input(inputOf(s.ContractListQuery.partial().optional()))
    .output(s.CompanyContractListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.listOwn(ctx.actor, input))),
  ownStatusCounts: authedProcedure
    .input(inputOf(s.ContractListQuery.partial().optional()))
    .output(s.ContractFiltersOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.statusCounts(ctx.actor, null, input))),
  own: authedProcedure
    .input(inputOf(s.ContractIdInput))
    .output(s.CompanyContractOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.getOwn(ctx.actor, input))),
  requestContract: authedProcedure
    .output(s.ContractRequestOutput)
    .mutation(({ ctx }) => unwrap(ctx.services.contract.requestContract(ctx.actor))),
  ndaInfo: authedProcedure.output(s.NdaInfoOutput).query(({ ctx }) => unwrap(ctx.services.contract.ndaInfo(ctx.actor))),
  createNda: authedProcedure
    .input(inputOf(s.CreateNdaInput))
    .output(s.CompanyContractOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.contract.createNda(ctx.actor, input))),
  // The signing page (no account: the link is the key)
  signingPage: publicProcedure
    .input(inputOf(s.SigningTokenInput))
    .output(s.SigningPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.contract.signingPage(input))),
  sign: publicProcedure
    .input(inputOf(s.SignByLinkInput))
    .output(s.SignedOutput)
    .mutation(({ ctx, input }) =>
      unwrap(ctx.services.contract.signByLink(input, { address: ctx.address, userAgent: ctx.userAgent })),
    ),
});
