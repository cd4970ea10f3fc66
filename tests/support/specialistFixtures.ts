import type { SpecialistCommand } from '../../domain/specialist/specialist.commands';
import type { SpecialistContent } from '../../domain/specialist/specialist.content';
import type { SpecialistEvent } from '../../domain/specialist/specialist.events';
import type { SpecialistAction, SpecialistStatus } from '../../domain/specialist/specialist.status';
import type { EventMetadata } from '../../domain/shared/eventMetadata';

/** A complete, realistic card and the commands and event paths that lead a card to each status. */
export const specialistId = '5f0b6c1e-8d3a-4b6e-9f1a-2c3d4e5f6a7b';
export const agencyId = 'a9e1c2d3-4b5f-4a6b-8c7d-9e0f1a2b3c4d';
export const agencyActor: EventMetadata = {
  actorId: 'agency-user',
  actorRole: 'partner',
  at: new Date('2026-11-02T09:00:00Z'),
};
export const managerActor: EventMetadata = {
  actorId: 'manager-user',
  actorRole: 'manager',
  emulatedBy: undefined,
  at: new Date('2026-11-02T10:00:00Z'),
};

export const completeContent: SpecialistContent = {
  shared: {
    gender: 'f',
    birthDate: '1990-04-12',
    phone: '+491701234567',
    email: 'anna.schmidt@example.test',
    socialLinks: [{ title: 'LinkedIn', link: 'https://linkedin.com/in/anna' }],
    photoId: null,
    countryCode: 'DE',
    cityId: 'c0000000-0000-4000-8000-000000000001',
    categories: ['development'],
    subcategories: ['backend'],
    specializationId: 'java-developer',
    grade: 'senior',
    workIndustries: ['fintech'],
    keySkills: [
      { id: 'java', title: 'Java' },
      { id: 'spring', title: 'Spring Boot' },
    ],
    languages: [{ language: 'en', level: 'C1' }],
  },
  texts: {
    en: {
      surname: 'Schmidt',
      name: 'Anna',
      middleName: '',
      description: 'Backend engineer with ten years of payments experience.',
      projects: [
        {
          id: 'p1',
          title: 'Card payments platform',
          role: 'Tech lead',
          description: 'Built the authorisation service.',
          responsibilities: 'Design, reviews',
          stack: 'Java, Kafka',
          start: '2021-01-01',
          finish: null,
          untilNow: true,
        },
      ],
      education: [
        { id: 'e1', school: 'TU Berlin', degree: 'Master', fieldOfStudy: 'Computer Science', endDate: '2014-07-01' },
      ],
      certificates: [],
    },
  },
  workingConditions: {
    hourPriceCents: 4_500,
    workFormats: ['full-time'],
    hoursPerWeek: 0,
    engagementTypes: ['outstaff'],
    readyForRelocation: false,
    businessTrips: true,
    teamOnlyReserve: false,
  },
  agencyReservations: [],
};

export const command = (
  action: SpecialistAction,
  metadata: EventMetadata = action === 'publish' ||
  action === 'reject' ||
  action === 'managerSave' ||
  action === 'block' ||
  action === 'hide' ||
  action === 'managerArchive' ||
  action === 'restoreFromArchive'
    ? managerActor
    : agencyActor,
): SpecialistCommand => {
  const base = { specialistId, metadata };
  switch (action) {
    case 'saveDraft':
    case 'sendToReview':
      return { ...base, action, agencyId, content: completeContent };
    case 'editPublished':
      return { ...base, action, content: completeContent };
    case 'publish':
      return { ...base, action, content: null, review: null };
    case 'managerSave':
      return { ...base, action, content: completeContent, review: null };
    case 'reject':
      return {
        ...base,
        action,
        reasons: ['Projects are not described'],
        comment: 'Describe at least one project in detail',
      };
    case 'block':
      return { ...base, action, reason: 'Duplicate of another card' };
    default:
      return { ...base, action };
  }
};

const e = <T extends SpecialistEvent['type']>(
  type: T,
  data: Extract<SpecialistEvent, { type: T }>['data'],
  metadata = agencyActor,
) => ({ type, data, metadata }) as Extract<SpecialistEvent, { type: T }>;

export const events = {
  draftSaved: e('SpecialistDraftSaved', { specialistId, agencyId, content: completeContent }),
  sentToReview: e('SpecialistSentToReview', { specialistId, agencyId, content: completeContent }),
  published: e(
    'SpecialistPublished',
    {
      specialistId,
      content: completeContent,
      review: { verified: false, hrReview: '', hrReviewDate: null, forEarlierVersion: false },
    },
    managerActor,
  ),
  rejected: e(
    'SpecialistRejected',
    { specialistId, reasons: ['Projects are not described'], comment: 'Describe at least one project in detail' },
    managerActor,
  ),
  blocked: e('SpecialistBlocked', { specialistId, reason: 'Duplicate of another card' }, managerActor),
  hidden: e('SpecialistHidden', { specialistId }, managerActor),
  deactivated: e('SpecialistDeactivated', { specialistId }),
  archived: e('SpecialistArchived', { specialistId }),
  deleted: e('SpecialistDraftDeleted', { specialistId }),
};

/** One history that leaves the card in each status. */
export const historyLeadingTo: Record<SpecialistStatus, SpecialistEvent[]> = {
  new: [],
  draft: [events.draftSaved],
  moderation: [events.draftSaved, events.sentToReview],
  published: [events.sentToReview, events.published],
  rejected: [events.sentToReview, events.rejected],
  blocked: [events.sentToReview, events.published, events.blocked],
  hidden: [events.sentToReview, events.published, events.hidden],
  deactivated: [events.sentToReview, events.published, events.deactivated],
  archived: [events.draftSaved, events.archived],
  deleted: [events.draftSaved, events.deleted],
};
