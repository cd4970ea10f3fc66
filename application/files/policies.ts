import { err, ok, type Result } from 'neverthrow';
import type { FileRecord } from '../ports/files';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';
import { hasScope } from '../../domain/identity/scopes';
import { filePurposes, type FilePurpose } from './fileContracts';
import type { AttachmentPlace } from './filesPorts';

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
    // Whoever writes messages attaches files; attaching one to a message checks that the thread is the writer's.
    if (purpose === 'attachment') return ok(a);
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
  filePurposes[file.purpose].public ||
  (actor !== null && (readsAnyFile(actor) || (file.purpose !== 'attachment' && actor.companyId === file.companyId)));

/**
 * A message's attachment is read by whoever may read a message it is attached to: a participant of the thread while
 * the message is not hidden, the platform's staff of the thread even then (and staff who read any file). Before it is
 * attached, only its uploader reads it. Not the uploader's whole company: a thread's readers follow its subject.
 */
export const canReadAttachment = (
  actor: Actor,
  file: Pick<FileRecord, 'uploaderId'>,
  places: readonly AttachmentPlace[],
): boolean =>
  readsAnyFile(actor) ||
  (places.length === 0 && actor.userId === file.uploaderId) ||
  places.some((place) => place.reader === 'platform' || (place.reader === 'participant' && !place.hidden));

/** Things a company started (a CV import): its own users and managers see them. */
export const canReadCompanyRecord = (actor: Actor, companyId: string): boolean =>
  readsAnyFile(actor) || actor.companyId === companyId;
