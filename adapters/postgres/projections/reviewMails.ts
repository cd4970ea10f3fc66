import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import {
  outgoingReviewMail,
  reviewMailEventTypes,
  reviewMailsOf,
  type ReviewMailRecipient,
} from '../../../application/review/mails';
import type { ReviewEvent } from '../../../domain/review/review.events';
import { eventCause, mailKey, type StoredEventIdentity } from '../../mail/outbox';
import { enqueueMailAndNotice } from '../notification/noticeOutbox';

type Client = pg.PoolClient;

type ReviewParties = { agency_id: string; author_id: string; specialist_name: string };

/** The verified, active users told: the review's agency's people, or its author alone (never another company's). */
const recipientsOf = async (client: Client, review: ReviewParties, recipient: ReviewMailRecipient) =>
  (recipient === 'agencyUsers'
    ? await client.query<{ email: string }>(
        `select email from users where company_id = $1 and email_verified_at is not null and status = 'active' order by email`,
        [review.agency_id],
      )
    : await client.query<{ email: string }>(
        `select email from users where id = $1 and email_verified_at is not null and status = 'active'`,
        [review.author_id],
      )
  ).rows.map((row) => row.email);

/**
 * E-mails about reviews, and the notification of each in the header, stored in the transaction of the append that
 * caused them: one outbox row and one notification per (event, mail, recipient) however often the event is projected.
 * Which event tells whom what is `reviewMailsOf` (application/review/mails.ts); this reads the review's parties and
 * the specialist's name from the read models (registered after the reviews projection) and enqueues.
 */
export const reviewMailsProjection = (boss: () => PgBoss, appUrl: string) =>
  postgreSQLProjection<Event>({
    name: 'review_mails',
    canHandle: [...reviewMailEventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as Client;
      for (const event of events) {
        const reviewEvent = event as unknown as ReviewEvent;
        const { rows } = await client.query<ReviewParties>(
          `select r.agency_id, r.author_id, trim(coalesce(s.name, '') || ' ' || coalesce(s.surname, '')) as specialist_name
             from reviews r left join specialist_cards s on s.id = r.specialist_id where r.id = $1`,
          [reviewEvent.data.reviewId],
        );
        const review = rows[0];
        if (!review) continue;
        for (const mail of reviewMailsOf(reviewEvent, { specialistName: review.specialist_name })) {
          for (const to of await recipientsOf(client, review, mail.recipient))
            await enqueueMailAndNotice(
              client,
              boss(),
              outgoingReviewMail(mail, to, appUrl),
              {
                idempotencyKey: mailKey(eventCause(event as StoredEventIdentity), mail.template, to),
                kind: mail.template,
              },
              appUrl,
            );
        }
      }
    },
  });
