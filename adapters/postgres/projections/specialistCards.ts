import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type pg from 'pg';
import type { SpecialistContent } from '../../../domain/specialist/specialist.content';
import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import { eventTypes, type SpecialistCard } from '../../../domain/specialist/specialist.state';
import { withAppendReads } from '../appendReads';
import { deferWrite } from '../appendWrites';
import { cardChangesOf, cardRowReads } from '../specialist/cardState';

/** The agency and manager lists: one row per card, written in the transaction of each append. */
export const cardColumns = (content: SpecialistContent) => [
  content.texts.en.surname,
  content.texts.en.name,
  content.shared.specializationId,
  content.shared.grade,
  content.shared.categories,
  content.shared.subcategories,
  content.shared.keySkills.map((s) => s.title),
  content.shared.countryCode,
  content.shared.cityId,
  content.workingConditions.hourPriceCents,
  content.workingConditions.workFormats,
  content.shared.photoId,
  JSON.stringify(content),
];

export const upsertContent = `
  insert into specialist_cards (id, agency_id, status, surname, name, specialization_id, grade, categories, subcategories, key_skills,
    country_code, city_id, hour_price_cents, work_formats, photo_id, content, version, created_at, updated_at,
    review, verified, verified_at, changed_since_verification)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $19, $20, $21, $22)
  on conflict (id) do update set status = excluded.status, surname = excluded.surname, name = excluded.name,
    specialization_id = excluded.specialization_id, grade = excluded.grade, categories = excluded.categories,
    subcategories = excluded.subcategories, key_skills = excluded.key_skills, country_code = excluded.country_code,
    city_id = excluded.city_id, hour_price_cents = excluded.hour_price_cents, work_formats = excluded.work_formats,
    photo_id = excluded.photo_id, content = excluded.content, version = excluded.version, updated_at = excluded.updated_at,
    rejection = case when excluded.status = 'moderation' then null else specialist_cards.rejection end,
    review = excluded.review, verified = excluded.verified, verified_at = excluded.verified_at,
    changed_since_verification = excluded.changed_since_verification`;

const updateContent = (extra = '') => `
  update specialist_cards set status = coalesce($2, status), surname = $3, name = $4, specialization_id = $5, grade = $6, categories = $7,
    subcategories = $8, key_skills = $9, country_code = $10, city_id = $11, hour_price_cents = $12, work_formats = $13, photo_id = $14,
    content = $15, version = $16, updated_at = $17, review = $18, verified = $19, verified_at = $20, changed_since_verification = $21${extra}
   where id = $1`;

type Query = { text: string; values: unknown[] };

/**
 * The manager's review and verification as the domain leaves them after the event (an agency's edit clears the mark),
 * written by the event's own statement.
 */
const verificationOf = (card: SpecialistCard) => [
  JSON.stringify(card.review),
  card.review.verified,
  card.verification.verifiedAt,
  card.verification.changedSinceVerification,
];

/** The statements of one event: the lists' row in one statement, with the card's verification as the event leaves it. */
const statements = (event: SpecialistEvent, version: bigint, card: SpecialistCard): Query[] => {
  const id = event.data.specialistId;
  const at = new Date(event.metadata.at);
  const verification = verificationOf(card);
  const setStatus = (status: string, extra = '', values: unknown[] = []): Query => ({
    text: `update specialist_cards set status = $2, version = $3, updated_at = $4, review = $5, verified = $6, verified_at = $7,
      changed_since_verification = $8${extra} where id = $1`,
    values: [id, status, version, at, ...verification, ...values],
  });
  switch (event.type) {
    case 'SpecialistDraftSaved':
    case 'SpecialistSentToReview': {
      const status = event.type === 'SpecialistDraftSaved' ? 'draft' : 'moderation';
      return [
        {
          text: upsertContent,
          values: [id, event.data.agencyId, status, ...cardColumns(event.data.content), version, at, ...verification],
        },
      ];
    }
    case 'PublishedSpecialistEdited':
    case 'SpecialistSavedByManager':
      return [
        { text: updateContent(), values: [id, null, ...cardColumns(event.data.content), version, at, ...verification] },
      ];
    case 'SpecialistPublished':
      return [
        {
          text: updateContent(', published_at = $17, rejection = null, block_reason = null'),
          values: [id, 'published', ...cardColumns(event.data.content), version, at, ...verification],
        },
      ];
    case 'SpecialistRejected':
      return [
        setStatus('rejected', ', rejection = $9', [
          JSON.stringify({ reasons: event.data.reasons, comment: event.data.comment }),
        ]),
      ];
    case 'SpecialistBlocked':
      return [setStatus('blocked', ', block_reason = $9', [event.data.reason])];
    case 'SpecialistDeactivated':
      return [setStatus('deactivated')];
    case 'SpecialistDraftDeleted':
      return [setStatus('deleted')];
    case 'SpecialistArchived':
      return [setStatus('archived')];
    case 'SpecialistHidden':
      return [setStatus('hidden')];
    case 'SpecialistRestoredFromArchive':
      return [setStatus('draft')];
    case 'SpecialistOwnershipTransferred':
      // A merge: the lists and the catalogue name the surviving agency.
      return [
        {
          text: 'update specialist_cards set agency_id = $2, version = $3 where id = $1',
          values: [id, event.data.toAgencyId, version],
        },
        { text: 'update catalog_cards set agency_id = $2 where id = $1', values: [id, event.data.toAgencyId] },
      ];
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const specialistCardsProjection = withAppendReads(
  postgreSQLProjection<Event>({
    name: 'specialist_cards',
    canHandle: [...eventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as pg.ClientBase;
      for (const { event, version, after } of await cardChangesOf(events, context)) {
        for (const query of statements(event, version, { ...after, specialistId: event.data.specialistId }))
          await deferWrite(context, client, query);
      }
    },
  }),
  cardRowReads,
);
