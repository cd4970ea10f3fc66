import type { ReviewEvent } from '../../domain/review/review.events';
import { reviewRules } from '../../domain/review/review.rules';
import { outgoingLinkedMail, type LinkedMail } from '../shared/linkedMail';

/**
 * Where each side reads the reviews: the agency's 'Reviews of your specialists' and the client's reviews of its
 * engagements are both on 'Specialists on projects'.
 */
export const reviewsPage = '/pa/specialists-on-projects/list';

/** Who is told: every verified user of the review's agency, or the one client user who wrote it. */
export type ReviewMailRecipient = 'agencyUsers' | 'reviewAuthor';

/** One e-mail (and its notification) an event of a review causes, and to whom. */
export type ReviewMail = LinkedMail & { readonly recipient: ReviewMailRecipient };

/** What the mails name, loaded by the projection from the read model: the specialist's full name. */
export type ReviewMailContext = { readonly specialistName: string };

export const reviewMailEventTypes = ['ReviewWritten', 'ReviewAnswered', 'ReviewHidden'] as const;

const named = (context: ReviewMailContext) => context.specialistName.trim() || 'your specialist';
const quoted = (text: string) => {
  const line = text.trim().replace(/\s+/g, ' ');
  return line === '' ? [] : [`"${line}"`];
};

/**
 * Which e-mails an event of a review causes. A review written tells the agency's people (no client is named: the
 * agency's list names it only when the client allowed it); the agency's answer tells the client user who wrote the
 * review, naming the agency only as 'the specialist's team' (as the client's page does); a review hidden tells its
 * author and the agency, with the manager's reason.
 */
export const reviewMailsOf = (event: ReviewEvent, context: ReviewMailContext): ReviewMail[] => {
  const who = named(context);
  switch (event.type) {
    case 'ReviewWritten':
      return [
        {
          template: 'reviewWritten',
          recipient: 'agencyUsers',
          subject: `New review of ${who}`,
          path: reviewsPage,
          action: 'Open the reviews',
          lines: [
            `A client reviewed ${who}: ${event.data.scores.overall} of ${reviewRules.maxScore} overall.`,
            ...quoted(event.data.text),
            'You may answer it once; the answer is shown publicly under the review.',
          ],
        },
      ];
    case 'ReviewAnswered':
      return [
        {
          template: 'reviewAnswered',
          recipient: 'reviewAuthor',
          subject: "The specialist's team answered your review",
          path: reviewsPage,
          action: 'Open your reviews',
          lines: [`The specialist's team answered your review of ${who}:`, ...quoted(event.data.text)],
        },
      ];
    case 'ReviewHidden': {
      const reason = `Reason: ${event.data.reason.trim()}`;
      return [
        {
          template: 'reviewHidden',
          recipient: 'reviewAuthor',
          subject: `Your review of ${who} was hidden`,
          path: reviewsPage,
          action: 'Open your reviews',
          lines: [
            `A manager of the platform hid your review of ${who}: it is no longer shown on the specialist's page.`,
            reason,
          ],
        },
        {
          template: 'reviewHidden',
          recipient: 'agencyUsers',
          subject: `A review of ${who} was hidden`,
          path: reviewsPage,
          action: 'Open the reviews',
          lines: [
            `A manager of the platform hid a client's review of ${who}: it is no longer shown on the specialist's page.`,
            reason,
          ],
        },
      ];
    }
    case 'ReviewOwnershipTransferred':
      return [];
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** The e-mail addressed to one user, linking to the page that lists the review. */
export const outgoingReviewMail = outgoingLinkedMail;
