import { err, ok, type Result } from 'neverthrow';
import type { SentDocument } from '../../../domain/contract/contract.details';
import type { Contract } from '../../../domain/contract/contract.state';
import { NDA_TERMS } from '../../../domain/contract/contract.kinds';
import { metadataOf, type Actor } from '../../shared/actor';
import { ruleBroken, validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { SIGNING_LINK_LIFETIME_MS, type ContractDeps, type ContractRow } from '../contractPorts';
import { contractDocumentOf } from '../contractDocument';
import { companyContractView, managerContractView } from '../contractViews';
import { documentTitleOf } from '../defaultTemplates';
import { signingLinkMail } from '../mails';
import { asContractManager, asDocumentHolder, contractNotFound } from '../policies';
import { ContractIdInput, CreateNdaInput, type CompanyContractOutput, type ManagerContractOutput } from '../schemas';
import { loadContract, runContractCommand, todayOf } from './runCommand';

const PLATFORM_SIGNER = { name: 'Authorised signatory', position: 'For the platform', email: '' };

/** The PDF every signer sees: the manager's uploaded file made signable, or the template filled from both profiles. */
const documentToSign = async (
  deps: ContractDeps,
  row: ContractRow,
  state: Contract,
): Promise<Result<{ bytes: Uint8Array }, AppError>> => {
  if (state.file) {
    const stored = await deps.files.read(state.file.fileId);
    if (!stored) return err(ruleBroken('contract.file_missing', 'The uploaded contract file is gone; upload it again'));
    try {
      return ok({ bytes: await deps.sealer.toSignablePdf(stored.bytes, stored.record.mime) });
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'contract.not_signable')
        return err(ruleBroken(code, 'Only a PDF, PNG or JPEG can be sent for signature; upload the contract as a PDF'));
      throw e;
    }
  }
  const [company, platform] = await Promise.all([deps.companies.sheetOf(row.companyId), deps.companies.platform()]);
  if (!company || !platform)
    return err(ruleBroken('contract.company_missing', 'The company of this contract no longer exists'));
  return ok({
    bytes: await deps.pdf.render(contractDocumentOf(row, state, company, platform, PLATFORM_SIGNER, todayOf(deps))),
  });
};

/** Stores the document and asks the provider to send it: DocuSign makes an envelope, the embedded one waits for our link. */
const prepareSending = async (
  deps: ContractDeps,
  actor: Actor,
  row: ContractRow,
  state: Contract,
): Promise<Result<SentDocument, AppError>> => {
  const document = await documentToSign(deps, row, state);
  if (document.isErr()) return err(document.error);
  const title = documentTitleOf(row);
  const stored = await deps.files.save({
    id: deps.newId(),
    companyId: row.companyId,
    uploaderId: actor.userId,
    impersonatorId: actor.emulatedBy,
    purpose: 'contractPdf',
    originalName: `${title} ${row.number}.pdf`,
    mime: 'application/pdf',
    bytes: document.value.bytes,
  });
  const sha256 = deps.sealer.fingerprint(document.value.bytes);
  const sender = (await deps.people.namesOf([actor.userId])).get(actor.userId);
  const sent = await deps.provider.send({
    contractId: row.id,
    title,
    document: document.value.bytes,
    signers: [
      { role: 'counterparty', name: row.signer.name, email: row.signer.email, routingOrder: 1 },
      // DocuSign routes the platform's signature to the manager who sent the contract.
      { role: 'platform', name: sender?.name ?? PLATFORM_SIGNER.name, email: sender?.email ?? '', routingOrder: 2 },
    ],
  });
  return ok({
    number: row.number,
    fileId: stored.id,
    sha256,
    provider: deps.provider.name,
    envelopeId: sent.envelopeId,
    date: row.date ?? todayOf(deps),
  });
};

/** A new single-use link for the signer, by e-mail; earlier links stop working. DocuSign sends its own e-mails. */
export const issueSigningLink = async (
  deps: ContractDeps,
  row: Pick<ContractRow, 'id' | 'kind' | 'documentType' | 'contractType' | 'number' | 'signer'>,
): Promise<void> => {
  if (deps.provider.name !== 'embedded') return;
  const token = deps.secrets.token();
  const at = deps.clock.now();
  const expiresAt = new Date(at.getTime() + SIGNING_LINK_LIFETIME_MS);
  const platform = await deps.companies.platform();
  await deps.links.issue({
    contractId: row.id,
    email: row.signer.email,
    tokenHash: deps.secrets.digest(token),
    expiresAt,
    at,
    mail: signingLinkMail(
      row.signer.email,
      row.signer.name,
      documentTitleOf(row),
      row.number,
      platform?.name ?? 'The platform',
      `${deps.appUrl}/contract-signing/${token}`,
      expiresAt,
    ),
  });
};

const managerAnswer = async (deps: ContractDeps, id: string) =>
  (await loadContract(deps, null, id)).map(({ row, state }) => managerContractView(row, state));

/** 'Send for signature' (`docusign-send`): the document is fixed, fingerprinted and sent; the signer gets a link. */
export const sendForSignature =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ManagerContractOutput, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(ContractIdInput, raw);
    if (input.isErr()) return err(input.error);
    const loaded = await loadContract(deps, manager.value, input.value.id);
    if (loaded.isErr()) return err(loaded.error);
    const { row, state } = loaded.value;
    // Asked of the table first, so a contract already out for signature gets no second document.
    if (state.status !== 'draft')
      return err(
        ruleBroken('contract.transition_not_allowed', `A ${row.status.replace(/_/g, ' ')} contract cannot be sent`),
      );
    const document = await prepareSending(deps, manager.value, row, state);
    if (document.isErr()) return err(document.error);
    const recorded = await runContractCommand(
      deps,
      row.id,
      {
        action: 'send',
        contractId: row.id,
        metadata: metadataOf(manager.value, deps.clock.now()),
        document: document.value,
      },
      row.version,
    );
    if (recorded.isErr()) return err(recorded.error);
    await issueSigningLink(deps, row);
    return managerAnswer(deps, row.id);
  };

/** A new link for the signer, the old one stops working; recorded on the contract by whoever asked. */
const resend = async (deps: ContractDeps, caller: Actor, raw: unknown): Promise<Result<ContractRow, AppError>> => {
  const input = parse(ContractIdInput, raw);
  if (input.isErr()) return err(input.error);
  const loaded = await loadContract(deps, caller, input.value.id);
  if (loaded.isErr()) return err(loaded.error);
  const recorded = await runContractCommand(deps, input.value.id, {
    action: 'resend',
    contractId: input.value.id,
    metadata: metadataOf(caller, deps.clock.now()),
  });
  if (recorded.isErr()) return err(recorded.error);
  await issueSigningLink(deps, loaded.value.row);
  return ok(loaded.value.row);
};

/** The manager sends the signer's link again (`/admin/api/{agency,client}-document/resend`). */
export const resendSigningLink =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ManagerContractOutput, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const sent = await resend(deps, manager.value, raw);
    return sent.isErr() ? err(sent.error) : managerAnswer(deps, sent.value.id);
  };

/** The company whose contract waits asks for its signer's link again (`/api/agency/documents/docusign-send`). */
export const resendOwnSigningLink =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyContractOutput, AppError>> => {
    const holder = asDocumentHolder(actor);
    if (holder.isErr()) return err(holder.error);
    const input = parse(ContractIdInput, raw);
    if (input.isErr()) return err(input.error);
    const own = await deps.contracts.find(input.value.id);
    if (!own || own.companyId !== holder.value.companyId) return err(contractNotFound);
    const sent = await resend(deps, holder.value, raw);
    if (sent.isErr()) return err(sent.error);
    return (await loadContract(deps, null, sent.value.id)).map(({ row, state }) =>
      companyContractView(row, state, 'counterparty'),
    );
  };

/**
 * An agency's NDA with the platform (`POST /api/agency/create-nda`): made from the standard NDA with the agency's
 * profile and sent at once to the signer it names. One NDA waiting or signed at a time.
 */
export const createNda =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CompanyContractOutput, AppError>> => {
    const holder = asDocumentHolder(actor);
    if (holder.isErr()) return err(holder.error);
    const input = parse(CreateNdaInput, raw);
    if (input.isErr()) return err(input.error);
    const company = await deps.companies.sheetOf(holder.value.companyId);
    if (!company || company.type !== 'agency')
      return err(
        ruleBroken(
          'contract.nda_partner_only',
          'An NDA with the platform is signed by partner agencies; clients get theirs from their manager',
        ),
      );
    const existing = await deps.contracts.list(
      {
        kind: 'partner',
        companyId: company.id,
        documentTypes: ['nda'],
        statuses: ['pending_signature', 'signed_by_counterparty', 'signed'],
      },
      '-createdAt',
      { page: 1, count: 1 },
    );
    if (existing.total > 0)
      return err(
        validationError([
          { field: '_', message: 'Your NDA is already signed or waiting for signature', code: 'contract.nda_exists' },
        ]),
      );
    const contractId = deps.newId();
    const at = deps.clock.now();
    const details = {
      date: todayOf(deps),
      ...NDA_TERMS,
      signer: { name: input.value.signerName, position: input.value.signerPosition, email: input.value.signerEmail },
      numberChange: false,
      numberInternal: null,
      useNumberInternal: true,
      paymentRequisiteId: null,
      mailForNotifications: [],
      commissionBasisPoints: null,
      daysPaid: null,
    };
    // The number is given when the contract is recorded; the document needs it, so the draft is recorded first.
    const created = await runContractCommand(deps, contractId, {
      action: 'create',
      contractId,
      metadata: metadataOf(holder.value, at),
      header: { contractId, kind: 'partner', companyId: company.id },
      details,
      template: null,
    });
    if (created.isErr()) return err(created.error);
    const loaded = await loadContract(deps, null, contractId);
    if (loaded.isErr()) return err(loaded.error);
    const document = await prepareSending(deps, holder.value, loaded.value.row, loaded.value.state);
    if (document.isErr()) return err(document.error);
    const sent = await runContractCommand(deps, contractId, {
      action: 'send',
      contractId,
      metadata: metadataOf(holder.value, deps.clock.now()),
      document: document.value,
    });
    if (sent.isErr()) return err(sent.error);
    await issueSigningLink(deps, loaded.value.row);
    return (await loadContract(deps, null, contractId)).map(({ row, state }) =>
      companyContractView(row, state, 'counterparty'),
    );
  };
