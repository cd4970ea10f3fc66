import { err, ok, type Result } from 'neverthrow';
import { acceptUpload, uploadTarget } from '../../files/commands/acceptUpload';
import { canReadCompanyRecord } from '../../files/policies';
import { CvUploadQuery } from '../../files/schemas';
import type { UploadedContent } from '../../files/uploadRules';
import type { Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { parse } from '../../shared/parse';
import { buildCvProposal } from './buildCvProposal';
import type { CvImportDeps, CvImportRecord } from './cvImportPorts';
import type { CvImportView } from './cvProposal';
import { CvImportIdInput } from './schemas';

const importNotFound = notFound('CV import', 'cv_import.not_found');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a job's progress stands after each step, for the editor's progress bar. */
export const cvImportProgress = { queued: 0, started: 10, textRead: 40, matched: 70, proposed: 90, done: 100 } as const;

const viewOf = (record: CvImportRecord): CvImportView => ({
  importId: record.id,
  status: record.status,
  progress: record.progress,
  proposal: record.proposal,
  error: record.error,
  testMode: true,
});

/** A partner or manager uploads a CV (PDF or DOCX by content); a job reads it and proposes the card's fields. */
const startCvImport =
  (deps: CvImportDeps) =>
  async (
    actor: Actor | null,
    raw: unknown,
    uploaded: UploadedContent,
  ): Promise<Result<{ importId: string }, AppError>> => {
    const query = parse(CvUploadQuery, raw ?? {});
    if (query.isErr()) return err(query.error);
    const file = await acceptUpload(deps.files)(actor, { ...query.value, purpose: 'cv' }, uploaded);
    if (file.isErr()) return err(file.error);
    const importId = deps.files.newId();
    await deps.imports.start(file.value, {
      importId,
      companyId: file.value.companyId,
      userId: file.value.uploaderId,
      impersonatorId: file.value.impersonatorId,
    });
    return ok({ importId });
  };

/** The import's progress and proposal: for the company that started it and for managers; anyone else gets 404. */
const getCvImport =
  (deps: CvImportDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CvImportView, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(CvImportIdInput, raw);
    if (input.isErr()) return err(input.error);
    if (!uuidPattern.test(input.value.importId)) return err(importNotFound);
    const record = await deps.imports.find(input.value.importId);
    if (!record || !canReadCompanyRecord(caller.value, record.companyId)) return err(importNotFound);
    return ok(viewOf(record));
  };

/**
 * The job: read the text, match it against the dictionaries, store the proposal. A document that cannot be read
 * fails the attempt with its reason; the last attempt fails the import, and the editor shows the upload error.
 */
const runCvImport =
  (deps: CvImportDeps) =>
  async (importId: string, attempt: { readonly final: boolean }): Promise<Result<'done' | 'gone', string>> => {
    try {
      const document = await deps.imports.document(importId);
      if (!document) return ok('gone');
      await deps.imports.progress(importId, cvImportProgress.started);
      const text = await deps.text.extract(document.bytes, document.mime);
      await deps.imports.progress(importId, cvImportProgress.textRead);
      const dictionary = await deps.dictionary();
      await deps.imports.progress(importId, cvImportProgress.matched);
      const proposal = buildCvProposal(text, dictionary);
      await deps.imports.progress(importId, cvImportProgress.proposed);
      await deps.imports.complete(importId, proposal);
      return ok('done');
    } catch (e) {
      const reason = `The file could not be read: ${e instanceof Error ? e.message : String(e)}`.slice(0, 500);
      await deps.imports.attemptFailed(importId, reason, attempt.final);
      return err(reason);
    }
  };

export const cvImportService = (deps: CvImportDeps) => ({
  /** Checks who may upload before the transport reads the body; `start` checks it all again. */
  uploadTarget: (actor: Actor | null, raw: unknown) => {
    const query = parse(CvUploadQuery, raw ?? {});
    return query.isErr()
      ? Promise.resolve(err(query.error))
      : uploadTarget(deps.files)(actor, { ...query.value, purpose: 'cv' });
  },
  start: startCvImport(deps),
  get: getCvImport(deps),
  run: runCvImport(deps),
});
export type CvImportService = ReturnType<typeof cvImportService>;
