import { err, ok, type Result } from 'neverthrow';
import type { FileRecord } from '../../ports/files';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ContractDeps } from '../contractPorts';
import { contractDocumentUrl } from '../contractViews';
import { documentTitleOf } from '../defaultTemplates';
import { asContractManager, asDocumentHolder, contractNotFound } from '../policies';
import { ContractIdInput, SigningTokenInput } from '../schemas';
import { loadContract } from '../commands/runCommand';
import { contractOfLink } from '../commands/signContract';

export type ContractFile = { readonly record: FileRecord; readonly bytes: Uint8Array; readonly fileName: string };

const fileOf = async (
  deps: ContractDeps,
  fileId: string | null,
  fileName: string,
): Promise<Result<ContractFile, AppError>> => {
  const stored = fileId ? await deps.files.read(fileId) : null;
  return stored ? ok({ ...stored, fileName }) : err(contractNotFound);
};

/** The contract's PDF (`/api/contracts/{id}/document`): the sealed one once signed, else the one out for signature. */
export const readContractDocument =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ContractFile, AppError>> => {
    const caller = asDocumentHolder(actor).orElse(() => asContractManager(actor));
    if (caller.isErr()) return err(caller.error);
    const input = parse(ContractIdInput, raw);
    if (input.isErr()) return err(contractNotFound);
    const loaded = await loadContract(deps, caller.value, input.value.id);
    if (loaded.isErr()) return err(loaded.error);
    const { row } = loaded.value;
    const title = `${documentTitleOf(row)} ${row.number}`;
    return row.signedFileId
      ? fileOf(deps, row.signedFileId, `${title} signed.pdf`)
      : fileOf(deps, row.sentFileId, `${title}.pdf`);
  };

/** The manager's uploaded file as it was uploaded (any of the allowed types). */
export const readUploadedContractFile =
  (deps: ContractDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ContractFile, AppError>> => {
    const manager = asContractManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(ContractIdInput, raw);
    if (input.isErr()) return err(contractNotFound);
    const row = await deps.contracts.find(input.value.id);
    if (!row?.file) return err(contractNotFound);
    return fileOf(deps, row.file.fileId, row.file.fileName);
  };

/** What the signing page shows a signer who may have no account: the contract, its fingerprint, where to read it. */
export const readSigningPage = (deps: ContractDeps) => async (raw: unknown) => {
  const input = parse(SigningTokenInput, raw);
  if (input.isErr()) return err(input.error);
  const linked = await contractOfLink(deps, input.value.token);
  if (linked.isErr()) return err(linked.error);
  const { row } = linked.value;
  const link = await deps.links.find(linked.value.tokenHash);
  return ok({
    number: row.number,
    title: documentTitleOf(row),
    companyName: row.companyName,
    signerName: row.signer.name,
    signerEmail: row.signer.email,
    status: row.status,
    documentSha256: row.sentSha256 ?? '',
    documentUrl: `/api/contract-signing/${input.value.token}/document`,
    expiresAt: (link?.expiresAt ?? deps.clock.now()).toISOString(),
  });
};

/** The PDF behind a valid signing link: exactly the bytes whose fingerprint the signature will name. */
export const readSigningDocument =
  (deps: ContractDeps) =>
  async (raw: unknown): Promise<Result<ContractFile, AppError>> => {
    const input = parse(SigningTokenInput, raw);
    if (input.isErr()) return err(input.error);
    const linked = await contractOfLink(deps, input.value.token);
    if (linked.isErr()) return err(linked.error);
    const { row } = linked.value;
    return fileOf(deps, row.sentFileId, `${documentTitleOf(row)} ${row.number}.pdf`);
  };

export { contractDocumentUrl };
