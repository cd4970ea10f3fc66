import { ok, type Result } from 'neverthrow';
import type { DocuSignStatusEvent } from '../../ports/eSignature';
import type { AppError } from '../../shared/appError';
import type { ContractDeps } from '../contractPorts';
import { DOCUSIGN_ACTOR_ID } from '../effects';
import { loadContract, runContractCommand } from './runCommand';

/**
 * A verified DocuSign Connect event moves the contract as our own signing page would: the counterparty's signature,
 * the platform's (envelope completed), or a void. Unknown envelopes and repeated events change nothing.
 */
export const applyDocuSignStatus =
  (deps: ContractDeps) =>
  async (event: DocuSignStatusEvent): Promise<Result<{ applied: boolean }, AppError>> => {
    const row = await deps.contracts.findByEnvelope(event.envelopeId);
    if (!row) return ok({ applied: false });
    const loaded = await loadContract(deps, null, row.id);
    if (loaded.isErr() || !loaded.value.state.sent) return ok({ applied: false });
    const { state } = loaded.value;
    const sha = loaded.value.state.sent.sha256;
    const metadata = { actorId: DOCUSIGN_ACTOR_ID, actorRole: 'system' as const, at: deps.clock.now() };
    const act = (name: string) => ({
      typedName: name,
      consent: true,
      documentSha256: sha,
      signedAt: event.at.toISOString(),
      ipAddress: 'recorded by DocuSign',
      userAgent: 'DocuSign',
      provider: 'docusign' as const,
      userId: null,
    });
    if (event.kind === 'counterparty-signed' && state.status === 'pending_signature') {
      const r = await runContractCommand(deps, row.id, {
        action: 'sign',
        contractId: row.id,
        metadata,
        act: act(row.signer.name),
      });
      return ok({ applied: r.isOk() });
    }
    if (event.kind === 'completed' && state.status === 'signed_by_counterparty') {
      const signer = {
        name: 'Platform signatory (DocuSign)',
        position: 'Authorised signatory for the platform',
        email: event.signerEmail ?? '',
      };
      const r = await runContractCommand(deps, row.id, {
        action: 'countersign',
        contractId: row.id,
        metadata,
        act: act(signer.name),
        signer,
        signedFile: null,
      });
      return ok({ applied: r.isOk() });
    }
    if (
      (event.kind === 'voided' || event.kind === 'declined') &&
      state.status !== 'signed' &&
      state.status !== 'voided'
    ) {
      const r = await runContractCommand(deps, row.id, {
        action: 'void',
        contractId: row.id,
        metadata,
        reason: event.reason ?? `DocuSign envelope ${event.kind}`,
      });
      return ok({ applied: r.isOk() });
    }
    return ok({ applied: false });
  };
