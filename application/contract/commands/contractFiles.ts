import { err, type Result } from 'neverthrow';
import type { ContentBlock } from '../../../domain/content/blocks';
import { checkUploadedContent, storedNameOf, type UploadedContent } from '../../files/uploadRules';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ContractDeps } from '../contractPorts';
import { managerContractView } from '../contractViews';
import { asContractManager, contractNotFound } from '../policies';
import { TemplateUpdateInput, UploadContractInput, type ManagerContractOutput } from '../schemas';
import { contractDecider } from '../../../domain/contract/contract.decide';
import { appendDecision, decideOnStream } from '../../shared/handleCommand';
import { contractStreamOf } from '../contractPorts';
import { loadContract, runContractCommand } from './runCommand';

/**
 * A manager's own contract file instead of the template (`upload`): pdf, doc, docx, xls, xlsx, png or jpg up to
 * 30 MB, checked by content as every upload. Only a PDF or an image can later be sent for signature.
 */
export const uploadContractDocument =
  (deps: ContractDeps) =>
  async (
    actor: Actor | null,
    raw: unknown,
    uploaded: UploadedContent,
  ): Promise<Result<ManagerContractOutput, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(UploadContractInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.contracts.find(input.value.id);
    if (!row) return err(contractNotFound);
    const content = await checkUploadedContent(deps.inspector, 'contract', uploaded);
    if (content.isErr()) return err(content.error);
    const at = deps.clock.now();
    // Decided before the file is stored: a contract that can no longer change keeps no orphan file.
    const decided = await decideOnStream(deps.events, contractDecider, contractStreamOf(row.id), {
      action: 'uploadDocument',
      contractId: row.id,
      metadata: metadataOf(manager.value, at),
      file: null,
    });
    if (decided.isErr()) return err(decided.error);
    const stored = await deps.files.save({
      id: deps.newId(),
      companyId: row.companyId,
      uploaderId: manager.value.userId,
      impersonatorId: manager.value.emulatedBy,
      purpose: 'contract',
      originalName: storedNameOf(uploaded?.originalName ?? '', content.value.type.ext),
      mime: content.value.type.mime,
      bytes: content.value.bytes,
    });
    const file = { fileId: stored.id, fileName: stored.originalName, mimeType: stored.mime };
    const events = decided.value.events.map((event) =>
      event.type === 'ContractDocumentUploaded' ? { ...event, data: { ...event.data, file } } : event,
    );
    const recorded = await appendDecision(deps.events, contractDecider, contractStreamOf(row.id), {
      ...decided.value,
      events,
    });
    if (recorded.isErr()) return err(recorded.error);
    return (await loadContract(deps, null, row.id)).map(({ row: r, state }) => managerContractView(r, state));
  };

/** `template-update`: this contract's own text (content blocks with placeholders), or back to the standard one (null). */
export const replaceContractTemplate =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ManagerContractOutput, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(TemplateUpdateInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.contracts.find(input.value.id);
    if (!row) return err(contractNotFound);
    const recorded = await runContractCommand(deps, row.id, {
      action: 'replaceTemplate',
      contractId: row.id,
      metadata: metadataOf(manager.value, deps.clock.now()),
      template: input.value.template as readonly ContentBlock[] | null,
    });
    if (recorded.isErr()) return err(recorded.error);
    return (await loadContract(deps, null, row.id)).map(({ row: r, state }) => managerContractView(r, state));
  };
