import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError, type DomainError } from '../shared/domainError';
import type { SignatureAct, ContractCommand } from './contract.commands';
import type { ContractDetails, ContractSigner, SignatureEvidence } from './contract.details';
import type { ContractEvent } from './contract.events';
import { typedNumberProblem } from './contract.numbering';
import { evolve, initialState, type Contract } from './contract.state';
import { nextStatus, type ContractAction } from './contract.status';

export const MAX_NOTIFICATION_EMAILS = 20;
export const MAX_REASON = 1_000;

/** Names compare as people write them: spacing, case and accents' composition do not matter. */
export const sameName = (a: string, b: string): boolean => {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return norm(a) !== '' && norm(a) === norm(b);
};

const refusal = (action: ContractAction, contract: Contract): DomainError => {
  if (contract.status === 'new') return domainError('contract.not_found', 'Contract not found');
  switch (action) {
    case 'sign':
      return contract.status === 'voided'
        ? domainError('contract.voided', 'This contract was voided; it can no longer be signed')
        : domainError('contract.already_signed', 'This contract is already signed by your side');
    case 'countersign':
      return domainError(
        'contract.not_signed_by_counterparty',
        contract.status === 'pending_signature'
          ? 'The company has not signed this contract yet'
          : `A ${contract.status.replace(/_/g, ' ')} contract cannot be countersigned`,
      );
    case 'update':
    case 'uploadDocument':
    case 'replaceTemplate':
      return domainError(
        'contract.not_editable',
        'Only a draft can be changed; recall the contract from signature first',
      );
    case 'void':
      return domainError('contract.not_voidable', `A ${contract.status.replace(/_/g, ' ')} contract cannot be voided`);
    case 'create':
      return domainError('contract.exists', 'This contract already exists');
    default:
      return domainError(
        'contract.transition_not_allowed',
        `A ${contract.status.replace(/_/g, ' ')} contract cannot be ${action === 'send' ? 'sent' : action === 'resend' ? 'sent again' : `${action}ed`}`,
      );
  }
};

/** The rules of what a manager fills in, beyond formats (the schema's): client-only terms, the typed number, the mail list. */
export const checkDetails = (
  kind: Contract['kind'],
  details: ContractDetails,
): Result<ContractDetails, DomainError> => {
  if (kind === 'partner' && (details.commissionBasisPoints !== null || details.daysPaid !== null)) {
    return err(domainError('contract.client_terms_only', 'Commission and days paid belong to client contracts'));
  }
  if (
    details.commissionBasisPoints !== null &&
    (!Number.isInteger(details.commissionBasisPoints) ||
      details.commissionBasisPoints < 0 ||
      details.commissionBasisPoints >= 10_000)
  ) {
    return err(
      domainError('contract.commission_invalid', 'The commission is a percentage from 0 up to (not including) 100'),
    );
  }
  if (
    details.daysPaid !== null &&
    (!Number.isInteger(details.daysPaid) || details.daysPaid < 1 || details.daysPaid > 365)
  ) {
    return err(domainError('contract.days_paid_invalid', 'Days paid is a whole number of days from 1 to 365'));
  }
  if (details.numberChange) {
    const problem =
      details.numberInternal === null ? 'Type the contract number' : typedNumberProblem(details.numberInternal);
    if (problem) return err(domainError('contract.number_invalid', problem));
  }
  const emails = details.mailForNotifications.map((e) => e.trim().toLowerCase());
  if (emails.length > MAX_NOTIFICATION_EMAILS)
    return err(
      domainError('contract.too_many_emails', `At most ${MAX_NOTIFICATION_EMAILS} e-mails receive notifications`),
    );
  if (new Set(emails).size !== emails.length)
    return err(domainError('contract.duplicate_email', 'An e-mail appears twice in the notification list'));
  return ok({
    ...details,
    numberInternal: details.numberChange ? (details.numberInternal?.trim() ?? null) : null,
    mailForNotifications: emails,
  });
};

/** The DocuSign envelope the contract's document is out for signature in, if any: closing the contract closes it too. */
const envelopeOutOf = (contract: Contract): { envelopeId?: string } =>
  contract.sent?.provider === 'docusign' && contract.sent.envelopeId ? { envelopeId: contract.sent.envelopeId } : {};

const checkReason = (reason: string, what: string): Result<string, DomainError> => {
  const text = reason.trim();
  if (text === '') return err(domainError('contract.reason_required', `Say why the contract is ${what}`));
  if (text.length > MAX_REASON)
    return err(domainError('contract.reason_too_long', `The reason is at most ${MAX_REASON} characters`));
  return ok(text);
};

/** A signature counts when the signer typed their own name, consented, and saw the document that was sent. */
const checkAct = (
  act: SignatureAct,
  signer: ContractSigner,
  contract: Contract,
  role: SignatureEvidence['role'],
): Result<SignatureEvidence, DomainError> => {
  if (!act.consent)
    return err(domainError('contract.consent_required', 'Tick the box to agree to sign electronically'));
  if (!sameName(act.typedName, signer.name))
    return err(
      domainError('contract.name_mismatch', `Type the signer's full name as written on the contract: ${signer.name}`),
    );
  if (contract.sent === null || act.documentSha256 !== contract.sent.sha256) {
    return err(
      domainError(
        'contract.document_changed',
        'The document changed after it was opened; open it again before signing',
      ),
    );
  }
  return ok({
    role,
    name: signer.name,
    email: signer.email,
    position: signer.position,
    signedAt: act.signedAt,
    ipAddress: act.ipAddress,
    userAgent: act.userAgent,
    documentSha256: act.documentSha256,
    provider: act.provider,
    userId: act.userId,
  });
};

export const decide = (command: ContractCommand, contract: Contract): Result<ContractEvent[], DomainError> => {
  const { contractId, metadata } = command;
  if (nextStatus(contract.status, command.action) === null) return err(refusal(command.action, contract));
  switch (command.action) {
    case 'create':
      return checkDetails(command.header.kind, command.details).map((details): ContractEvent[] => [
        { type: 'ContractCreated', data: { ...command.header, details, template: command.template }, metadata },
      ]);
    case 'update':
      return checkDetails(contract.kind, command.details).map((details): ContractEvent[] => [
        { type: 'ContractDetailsChanged', data: { contractId, details }, metadata },
      ]);
    case 'uploadDocument':
      return ok([{ type: 'ContractDocumentUploaded', data: { contractId, file: command.file }, metadata }]);
    case 'replaceTemplate':
      return ok([{ type: 'ContractTemplateReplaced', data: { contractId, template: command.template }, metadata }]);
    case 'send': {
      const signer = contract.details?.signer;
      if (!signer || signer.email.trim() === '' || signer.name.trim() === '')
        return err(domainError('contract.signer_required', "Fill in the signer's name and e-mail before sending"));
      return ok([
        { type: 'ContractSentForSignature', data: { contractId, document: command.document, signer }, metadata },
      ]);
    }
    case 'resend':
      return ok([
        {
          type: 'ContractSigningLinkResent',
          data: { contractId, signerEmail: contract.details?.signer.email ?? '' },
          metadata,
        },
      ]);
    case 'recall':
      return checkReason(command.reason, 'recalled').map((reason): ContractEvent[] => [
        { type: 'ContractRecalled', data: { contractId, reason, ...envelopeOutOf(contract) }, metadata },
      ]);
    case 'sign': {
      const signer = contract.details?.signer;
      if (!signer) return err(domainError('contract.signer_required', 'This contract names no signer'));
      return checkAct(command.act, signer, contract, 'counterparty').map((evidence): ContractEvent[] => [
        { type: 'ContractSignedByCounterparty', data: { contractId, evidence }, metadata },
      ]);
    }
    case 'countersign':
      return checkAct(command.act, command.signer, contract, 'platform').map((evidence): ContractEvent[] => [
        { type: 'ContractCountersigned', data: { contractId, evidence, signedFile: command.signedFile }, metadata },
      ]);
    case 'void':
      return checkReason(command.reason, 'voided').map((reason): ContractEvent[] => [
        { type: 'ContractVoided', data: { contractId, reason, ...envelopeOutOf(contract) }, metadata },
      ]);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const contractDecider: Decider<Contract, ContractCommand, ContractEvent> = { initialState, evolve, decide };
