import { err, ok, type Result } from 'neverthrow';
import { actDecider } from '../../../domain/act/act.decide';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { decideOnStream } from '../../shared/handleCommand';
import { freshlyProven } from '../../shared/stepUp';
import { parse } from '../../shared/parse';
import { actNumberOf, actStreamOf, type ActDeps, type ActRow } from '../actPorts';
import { clientActView } from '../actViews';
import { actNotFound, asActClient } from '../policies';
import { ActIdInput, type ClientActOutput } from '../schemas';
import { loadAct, reloadedAct, runActCommand } from './runCommand';

/**
 * `POST /api/client/act/approve`: the client's approval. The table is asked first; then the client's invoice and the
 * agency's act are written as PDFs and stored, and the approval records them, at the version the table was asked on.
 * An approval that is not recorded (another was, at the same moment, or the act changed: 409) deletes the documents
 * it stored, so only the recorded approval's documents remain.
 */
export const approveAct =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ClientActOutput, AppError>> => {
    const client = asActClient(actor).andThen(freshlyProven(deps.clock.now()));
    if (client.isErr()) return err(client.error);
    const input = parse(ActIdInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await loadAct(deps, 'client', client.value, input.value.id);
    if (row.isErr()) return err(row.error);
    const at = deps.clock.now();
    const metadata = metadataOf(client.value, at);
    const checked = await decideOnStream(deps.events, actDecider, actStreamOf(row.value.id), {
      action: 'approve',
      actId: row.value.id,
      metadata,
      documents: { invoiceFileId: '', actFileId: '' },
    });
    if (checked.isErr()) return err(checked.error);
    const documents = await writeDocuments(deps, row.value, client.value, at);
    if (documents.isErr()) return err(documents.error);
    const stored = [documents.value.invoiceFileId, documents.value.actFileId];
    const recorded = await runActCommand(
      deps,
      row.value.id,
      { action: 'approve', actId: row.value.id, metadata, documents: documents.value },
      Number(checked.value.version ?? 0n),
    ).catch(async (error: unknown) => {
      await deps.files.remove(stored);
      throw error;
    });
    if (recorded.isErr()) {
      await deps.files.remove(stored);
      return err(recorded.error);
    }
    return reloadedAct(deps, row.value.id, (r) => clientActView(r));
  };

const writeDocuments = async (
  deps: ActDeps,
  row: ActRow,
  actor: Actor,
  at: Date,
): Promise<Result<{ invoiceFileId: string; actFileId: string }, AppError>> => {
  const [platform, client, agency, contractNumber, prices] = await Promise.all([
    deps.companies.platform(),
    deps.companies.sheetOf(row.clientId),
    deps.companies.sheetOf(row.agencyId),
    deps.companies.signedContractNumber(row.clientId),
    deps.prices(),
  ]);
  if (!platform || !client || !agency) return err(actNotFound);
  const base = {
    act: row,
    number: actNumberOf(row),
    issuedOn: at.toISOString().slice(0, 10),
    currency: prices.currency,
    platform,
    contractNumber,
  };
  const [invoiceBytes, actBytes] = await Promise.all([
    deps.pdf.invoice({ ...base, counterparty: client }),
    deps.pdf.act({ ...base, counterparty: agency }),
  ]);
  const save = (companyId: string, purpose: 'invoicePdf' | 'actPdf', name: string, bytes: Uint8Array) =>
    deps.files.save({
      id: deps.newId(),
      companyId,
      uploaderId: actor.userId,
      impersonatorId: actor.emulatedBy,
      purpose,
      originalName: name,
      mime: 'application/pdf',
      bytes,
    });
  const [invoice, act] = await Promise.all([
    save(row.clientId, 'invoicePdf', `Invoice ${base.number}.pdf`, invoiceBytes),
    save(row.agencyId, 'actPdf', `Act ${base.number}.pdf`, actBytes),
  ]);
  return ok({ invoiceFileId: invoice.id, actFileId: act.id });
};
