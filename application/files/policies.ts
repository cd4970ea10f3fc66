import { err, ok, type Result } from 'neverthrow';
import type { FileRecord } from '../ports/files';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';
import { hasScope } from '../../domain/identity/scopes';
import { filePurposes, type FilePurpose } from './fileContracts';

/** Another company's private file is simply not there: 404, never 403. */
export const fileNotFound = notFound('File', 'file.not_found');

/** Staff who work on every company's cards and solutions read and upload their files; a content editor does not. */
const readsAnyFile = (actor: Actor) => hasScope(actor, 'file:read-any');
const uploadsForAnyCompany = (actor: Actor) => hasScope(actor, 'file:upload-any');

/**
 * Whoever edits cards or solutions uploads any kind of file for its own company; whoever edits the company profile
 * (a client too) its logo; staff with the scope for any company. Without a purpose: whether the caller uploads at all.
 */
export const asUploader = (actor: Actor | null, purpose: FilePurpose = 'logo'): Result<Actor, AppError> =>
  authorize(actor).andThen((a) => {
    // Images of articles, pages and terms belong to the platform's content: only its editors upload them.
    if (purpose === 'content-image') return writesContent(a) ? ok(a) : err(forbidden());
    return uploadsForAnyCompany(a) ||
      hasScope(a, 'specialist:manage-own') ||
      hasScope(a, 'solution:manage-own') ||
      (purpose === 'logo' && hasScope(a, 'company:manage-own'))
      ? ok(a)
      : err(forbidden());
  });

const writesContent = (actor: Actor) => hasScope(actor, 'blog:manage') || hasScope(actor, 'terms:manage');

/** The company a new file belongs to: a partner's own; a manager's choice, or the platform's when none is named. */
export const ownerOf = (actor: Actor, companyId: string | undefined): Result<string, AppError> => {
  if (!companyId || companyId === actor.companyId) return ok(actor.companyId);
  return uploadsForAnyCompany(actor) ? ok(companyId) : err(forbidden('You can upload files only for your own company'));
};

/** Photos, logos and screenshots are shown in the public catalogue; certificates and CVs only to their company and managers. */
export const canReadFile = (actor: Actor | null, file: Pick<FileRecord, 'purpose' | 'companyId'>): boolean =>
  filePurposes[file.purpose].public || (actor !== null && (readsAnyFile(actor) || actor.companyId === file.companyId));

/** Things a company started (a CV import): its own users and managers see them. */
export const canReadCompanyRecord = (actor: Actor, companyId: string): boolean =>
  readsAnyFile(actor) || actor.companyId === companyId;
