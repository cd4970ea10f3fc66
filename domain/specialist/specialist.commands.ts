import type { EventMetadata } from '../shared/eventMetadata';
import type { ManagerReview, SpecialistContent } from './specialist.content';
import type { SpecialistAction } from './specialist.status';

/** What agencies and managers ask of a card. Time and ids arrive on the command; `decide` makes none. */
type Command<Action extends SpecialistAction, Data = object> = {
  readonly action: Action;
  readonly specialistId: string;
  readonly metadata: EventMetadata;
} & Data;

export type SaveDraft = Command<'saveDraft', { agencyId: string; content: SpecialistContent }>;
export type SendToReview = Command<'sendToReview', { agencyId: string; content: SpecialistContent }>;
export type EditPublished = Command<'editPublished', { content: SpecialistContent }>;
export type Deactivate = Command<'deactivate'>;
export type DeleteDraft = Command<'deleteDraft'>;
export type Archive = Command<'archive'>;
export type Publish = Command<'publish', { content: SpecialistContent | null; review: ManagerReview | null }>;
export type ManagerSave = Command<'managerSave', { content: SpecialistContent; review: ManagerReview | null }>;
export type Reject = Command<'reject', { reasons: string[]; comment: string }>;
export type Block = Command<'block', { reason: string }>;
export type Hide = Command<'hide'>;
export type ManagerArchive = Command<'managerArchive'>;
export type RestoreFromArchive = Command<'restoreFromArchive'>;

export type SpecialistCommand =
  | SaveDraft
  | SendToReview
  | EditPublished
  | Deactivate
  | DeleteDraft
  | Archive
  | Publish
  | ManagerSave
  | Reject
  | Block
  | Hide
  | ManagerArchive
  | RestoreFromArchive;
