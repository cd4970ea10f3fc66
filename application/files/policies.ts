import { err, ok, type Result } from 'neverthrow';
import type { FileRecord } from '../ports/files';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';
import { filePurposes } from './fileContracts';

/** Another company's private file is simply not there: 404, never 403. */
export const fileNotFound = notFound('File', 'file.not_found');

const isManager = (actor: Actor) => actor.companyType === 'platform';

/** Partners upload for their own company; managers for any company. Clients have nothing to upload yet. */
export const asUploader = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor).andThen((a) => (a.companyType === 'agency' || isManager(a) ? ok(a) : err(forbidden())));

/** The company a new file belongs to: a partner's own; a manager's choice, or the platform's when none is named. */
export const ownerOf = (actor: Actor, companyId: string | undefined): Result<string, AppError> => {
  if (!companyId || companyId === actor.companyId) return ok(actor.companyId);
  return isManager(actor) ? ok(companyId) : err(forbidden('You can upload files only for your own company'));
};

/** Photos, logos and screenshots are shown in the public catalogue; certificates and CVs only to their company and managers. */
export const canReadFile = (actor: Actor | null, file: Pick<FileRecord, 'purpose' | 'companyId'>): boolean =>
  filePurposes[file.purpose].public || (actor !== null && (isManager(actor) || actor.companyId === file.companyId));

/** Things a company started (a CV import): its own users and managers see them. */
export const canReadCompanyRecord = (actor: Actor, companyId: string): boolean => isManager(actor) || actor.companyId === companyId;
