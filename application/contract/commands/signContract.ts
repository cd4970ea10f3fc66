import { err, ok, type Result } from 'neverthrow';
import { freshlyProven } from '../../shared/stepUp';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { contractDecider } from '../../../domain/contract/contract.decide';
import type { SignatureEvidence as DomainEvidence } from '../../../domain/contract/contract.details';
import type { SignatureEvidence } from '../../ports/eSignature';
import { metadataOf, type Actor } from '../../shared/actor';
import { forbidden, notFound, ruleBroken, type AppError } from '../../shared/appError';
import { appendDecision, decideOnStream } from '../../shared/handleCommand';
import { parse } from '../../shared/parse';
import { contractStreamOf, type ContractDeps, type ContractRow } from '../contractPorts';
import { managerContractView } from '../contractViews';
import { documentTitleOf } from '../defaultTemplates';
import { asContractManager } from '../policies';
import { CountersignInput, SignByLinkInput, type ManagerContractOutput } from '../schemas';
import { loadContract, runContractCommand } from './runCommand';

export type SignerOrigin = { readonly address: string; readonly userAgent: string };

/** A link that was used, revoked, expired or never issued: the same answer for each, so links cannot be probed. */
export const linkNotValid = notFound('Signing link', 'contract.link_invalid');
const invalidLinkMessage: AppError = {
  ...linkNotValid,
  message: 'This signing link is no longer valid. Ask your account manager to send the contract again.',
};

/** The contract behind a signer's link, while the link is valid. */
export const contractOfLink = async (
  deps: ContractDeps,
  token: string,
): Promise<Result<{ row: ContractRow; tokenHash: string }, AppError>> => {
  const tokenHash = deps.secrets.digest(token);
  const link = await deps.links.find(tokenHash);
  const now = deps.clock.now();
  if (!link || link.usedAt || link.revokedAt || link.expiresAt <= now) return err(invalidLinkMessage);
  const row = await deps.contracts.find(link.contractId);
  if (!row || row.status !== 'pending_signature') return err(invalidLinkMessage);
  return ok({ row, tokenHash });
};

/**
 * The company's signer signs from the e-mailed link, with or without an account: the typed name, the consent and
 * the fingerprint of the PDF shown are checked by the domain; the link then stops working.
 */
export const signByLink =
  (deps: ContractDeps) =>
  async (
    raw: unknown,
    origin: SignerOrigin,
  ): Promise<Result<{ status: ContractRow['status']; number: string }, AppError>> => {
    const input = parse(SignByLinkInput, raw);
    if (input.isErr()) return err(input.error);
    const linked = await contractOfLink(deps, input.value.token);
    if (linked.isErr()) return err(linked.error);
    const { row, tokenHash } = linked.value;
    const at = deps.clock.now();
    const recorded = await runContractCommand(deps, row.id, {
      action: 'sign',
      contractId: row.id,
      metadata: { actorId: row.signer.email, actorRole: 'system', at },
      act: {
        typedName: input.value.typedName,
        consent: input.value.consent,
        documentSha256: input.value.documentSha256,
        signedAt: at.toISOString(),
        ipAddress: origin.address,
        userAgent: origin.userAgent.slice(0, 500),
        provider: 'embedded',
        userId: null,
      },
    });
    if (recorded.isErr()) return err(recorded.error);
    await deps.links.use(tokenHash, at);
    return ok({ status: recorded.value.state.status, number: row.number });
  };

const portEvidence = (e: DomainEvidence): SignatureEvidence => ({ ...e, signedAt: new Date(e.signedAt) });

/**
 * The platform signs last: a manager types their own name and consents; the server then appends the signature and
 * audit-trail pages to the document both signers saw and seals it with the platform's certificate.
 */
export const countersign =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown, origin: SignerOrigin): Promise<Result<ManagerContractOutput, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    if (manager.value.emulatedBy)
      return err(forbidden('A manager acting as a user cannot sign for the platform', 'contract.sign_as_self'));
    const proven = freshlyProven(deps.clock.now())(manager.value);
    if (proven.isErr()) return err(proven.error);
    const input = parse(CountersignInput, raw);
    if (input.isErr()) return err(input.error);
    const loaded = await loadContract(deps, manager.value, input.value.id);
    if (loaded.isErr()) return err(loaded.error);
    const { row } = loaded.value;
    const names = await deps.people.namesOf([manager.value.userId]);
    const me = names.get(manager.value.userId);
    if (!me) return err(forbidden());
    const at = deps.clock.now();
    const signer = { name: me.name, position: 'Authorised signatory for the platform', email: me.email };
    const decided = await decideOnStream(deps.events, contractDecider, contractStreamOf(row.id), {
      action: 'countersign',
      contractId: row.id,
      metadata: metadataOf(manager.value, at),
      signer,
      signedFile: null,
      act: {
        typedName: input.value.typedName,
        consent: input.value.consent,
        documentSha256: input.value.documentSha256,
        signedAt: at.toISOString(),
        ipAddress: origin.address,
        userAgent: origin.userAgent.slice(0, 500),
        provider: 'embedded',
        userId: manager.value.userId,
      },
    });
    if (decided.isErr()) return err(decided.error);
    const { state, events } = decided.value;
    const event = events[0] as Extract<ContractEvent, { type: 'ContractCountersigned' }> | undefined;
    if (!event || !state.sent || !state.counterpartySignature)
      return err(ruleBroken('contract.not_signed_by_counterparty', 'The company has not signed this contract yet'));
    const sent = await deps.files.read(state.sent.fileId);
    if (!sent) return err(ruleBroken('contract.file_missing', 'The document sent for signature is gone'));
    const sealed = await deps.sealer.seal({
      document: sent.bytes,
      title: documentTitleOf(row),
      number: row.number,
      signatures: [portEvidence(state.counterpartySignature), portEvidence(event.data.evidence)],
      sealedAt: at,
    });
    const stored = await deps.files.save({
      id: deps.newId(),
      companyId: row.companyId,
      uploaderId: manager.value.userId,
      impersonatorId: null,
      purpose: 'contractPdf',
      originalName: `${documentTitleOf(row)} ${row.number} signed.pdf`,
      mime: 'application/pdf',
      bytes: sealed,
    });
    const signedFile = { fileId: stored.id, sha256: deps.sealer.fingerprint(sealed) };
    const recorded = await appendDecision(deps.events, contractDecider, contractStreamOf(row.id), {
      ...decided.value,
      events: [{ ...event, data: { ...event.data, signedFile } }],
    });
    if (recorded.isErr()) return err(recorded.error);
    return (await loadContract(deps, null, row.id)).map(({ row: r, state: s }) => managerContractView(r, s));
  };
