import type { DomainEvent } from '../shared/eventMetadata';
import type { ManagerReview, SpecialistContent } from './specialist.content';

/** Facts of a card's life, named by the business. Each carries what is needed to rebuild the card. */
export type SpecialistDraftSaved = DomainEvent<
  'SpecialistDraftSaved',
  { specialistId: string; agencyId: string; content: SpecialistContent }
>;
export type SpecialistSentToReview = DomainEvent<
  'SpecialistSentToReview',
  { specialistId: string; agencyId: string; content: SpecialistContent }
>;
export type PublishedSpecialistEdited = DomainEvent<
  'PublishedSpecialistEdited',
  { specialistId: string; content: SpecialistContent }
>;
export type SpecialistDeactivated = DomainEvent<'SpecialistDeactivated', { specialistId: string }>;
export type SpecialistDraftDeleted = DomainEvent<'SpecialistDraftDeleted', { specialistId: string }>;
export type SpecialistArchived = DomainEvent<'SpecialistArchived', { specialistId: string }>;
export type SpecialistPublished = DomainEvent<
  'SpecialistPublished',
  { specialistId: string; content: SpecialistContent; review: ManagerReview }
>;
export type SpecialistSavedByManager = DomainEvent<
  'SpecialistSavedByManager',
  { specialistId: string; content: SpecialistContent; review: ManagerReview }
>;
export type SpecialistRejected = DomainEvent<
  'SpecialistRejected',
  { specialistId: string; reasons: string[]; comment: string }
>;
export type SpecialistBlocked = DomainEvent<'SpecialistBlocked', { specialistId: string; reason: string }>;
export type SpecialistHidden = DomainEvent<'SpecialistHidden', { specialistId: string }>;
export type SpecialistRestoredFromArchive = DomainEvent<'SpecialistRestoredFromArchive', { specialistId: string }>;
/** The card's agency was merged into another: the card belongs to the surviving agency from now on (any status). */
export type SpecialistOwnershipTransferred = DomainEvent<
  'SpecialistOwnershipTransferred',
  { specialistId: string; fromAgencyId: string; toAgencyId: string; mergeId: string }
>;

export type SpecialistEvent =
  | SpecialistDraftSaved
  | SpecialistSentToReview
  | PublishedSpecialistEdited
  | SpecialistDeactivated
  | SpecialistDraftDeleted
  | SpecialistArchived
  | SpecialistPublished
  | SpecialistSavedByManager
  | SpecialistRejected
  | SpecialistBlocked
  | SpecialistHidden
  | SpecialistRestoredFromArchive
  | SpecialistOwnershipTransferred;
