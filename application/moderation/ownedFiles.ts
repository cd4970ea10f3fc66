import { err, ok, type Result } from 'neverthrow';
import { fileNotFoundCode } from '../files/fileContracts';
import { validationError, type AppError, type FieldIssue } from '../shared/appError';
import type { CompanyFiles } from './moderationPorts';

/** A file id an item names, at the field the editor sent it, with the purpose that field needs. */
export type FileReference = {
  readonly field: string;
  readonly id: string;
  readonly purpose: string;
  readonly what: string;
};

/** An item names only files its agency uploaded, each of the purpose of its field; anything else is a field error. */
export const checkOwnedFiles = async (
  filesOf: CompanyFiles,
  agencyId: string | null,
  references: readonly FileReference[],
): Promise<Result<void, AppError>> => {
  if (references.length === 0 || agencyId === null) return ok(undefined);
  const owned = await filesOf(
    agencyId,
    references.map((r) => r.id.toLowerCase()),
  );
  const issues: FieldIssue[] = references
    .filter((r) => owned.get(r.id.toLowerCase()) !== r.purpose)
    .map((r) => ({ field: r.field, message: `The ${r.what} was not found: upload it again`, code: fileNotFoundCode }));
  return issues.length === 0 ? ok(undefined) : err(validationError(issues));
};
