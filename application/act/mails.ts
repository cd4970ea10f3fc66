import { escapeHtml as escape } from '../../domain/content/renderHtml';
import type { ActEvent } from '../../domain/act/act.events';
import { claimReasonTitle, type ClaimEvent } from '../../domain/act/claim';
import { fullNameOf, publicNameOf, type PersonName } from '../../domain/specialist/publicName';
import type { OutgoingMail } from '../ports/mail';

/**
 * Who an e-mail goes to: the act's agency's users, its client's, the platform's staff who answer claims (their role
 * holds `candidate:manage`, as `asClaimManager` asks) or those who check acts and follow payment (`contract:manage`,
 * as `asActManager` asks).
 */
export type ActMailRecipient = 'agencyUsers' | 'clientUsers' | 'claimManagers' | 'actManagers';
export type ActMail = {
  readonly recipient: ActMailRecipient;
  readonly template: string;
  readonly subject: string;
  readonly lines: readonly string[];
  readonly path: string;
};

/** What the e-mails name, loaded from the read models by the projection. */
export type ActMailContext = {
  readonly id: string;
  readonly number: string;
  readonly month: string;
  readonly specialistName: string;
  /** The card's name and surname apart, for the name a client is shown. */
  readonly specialistNameParts: PersonName;
};

export const actMailEventTypes = [
  'ActSentToPlatform',
  'ActSentToClient',
  'ActRejected',
  'ActApproved',
  'ActPaid',
] as const;
export const claimMailEventTypes = ['ClaimFiled', 'ClaimAnswered'] as const;

/** Which e-mail an act's event causes, and to whom; null for changes nobody is told about by e-mail. */
export const actMailOf = (event: ActEvent, act: ActMailContext): ActMail | null => {
  const what = `act ${act.number} for ${act.month}`;
  switch (event.type) {
    case 'ActSentToClient':
      return {
        recipient: 'clientUsers',
        template: 'actForApproval',
        subject: `Please approve the ${what}`,
        path: `/pa/acts/${act.id}`,
        lines: [
          'Hello,',
          `The work of ${publicNameOf(act.specialistNameParts)} in ${act.month} is ready for your approval (${what}).`,
          'Approve it, or reject it with a reason, in your personal area. The invoice follows your approval.',
        ],
      };
    case 'ActRejected':
      return {
        recipient: 'agencyUsers',
        template: 'actRejected',
        subject: `The ${what} was rejected`,
        path: `/pa/acts/${act.id}/update`,
        lines: [
          'Hello,',
          `The ${what} (${act.specialistName}) was rejected by the ${event.data.by === 'client' ? 'client' : 'platform'}: ${event.data.reason}`,
          'Correct it and send it again.',
        ],
      };
    case 'ActApproved':
      return {
        recipient: 'agencyUsers',
        template: 'actApproved',
        subject: `The ${what} is approved`,
        path: `/pa/acts/${act.id}`,
        lines: [
          'Hello,',
          `The client approved the ${what} (${act.specialistName}). The act PDF is in your personal area.`,
        ],
      };
    case 'ActPaid':
      return {
        recipient: 'agencyUsers',
        template: 'actPaid',
        subject: `The ${what} is paid`,
        path: `/pa/acts/${act.id}`,
        lines: ['Hello,', `The platform marked the ${what} (${act.specialistName}) as paid.`],
      };
    default:
      return null;
  }
};

/**
 * What the platform's staff who check acts are told: an act waits for their check, and the client's answer (approved:
 * the invoice is issued and its payment is theirs to follow; rejected: with the client's reason). The platform's own
 * rejection tells the agency only.
 */
export const actStaffMailOf = (event: ActEvent, act: ActMailContext): ActMail | null => {
  const what = `act ${act.number} for ${act.month}`;
  const path = `/manager/acts/${act.id}`;
  switch (event.type) {
    case 'ActSentToPlatform':
      return {
        recipient: 'actManagers',
        template: 'actToCheck',
        subject: `The ${what} waits for your check`,
        path,
        lines: [
          'Hello,',
          `The agency sent the ${what} (${act.specialistName}) for checking.`,
          'Send it to the client, or reject it with a reason.',
        ],
      };
    case 'ActApproved':
      return {
        recipient: 'actManagers',
        template: 'actApprovedByClient',
        subject: `The client approved the ${what}`,
        path,
        lines: [
          'Hello,',
          `The client approved the ${what} (${act.specialistName}). The invoice is issued: follow its payment.`,
        ],
      };
    case 'ActRejected':
      return event.data.by === 'client'
        ? {
            recipient: 'actManagers',
            template: 'actRejectedByClient',
            subject: `The client rejected the ${what}`,
            path,
            lines: [
              'Hello,',
              `The client rejected the ${what} (${act.specialistName}): ${event.data.reason}`,
              'The agency corrects it and sends it to you again.',
            ],
          }
        : null;
    default:
      return null;
  }
};

/**
 * A claim tells the agency what the client finds wrong (reasons and comment), never who at the client wrote it or how
 * to reach them: the platform handles the claim, so its staff who answer claims are told too. The platform's answer
 * goes to the client.
 */
export const claimMailsOf = (event: ClaimEvent, specialist: PersonName): readonly ActMail[] => {
  const specialistName = fullNameOf(specialist);
  switch (event.type) {
    case 'ClaimFiled': {
      const reasons = event.data.reasons.map(claimReasonTitle).join(', ');
      return [
        {
          recipient: 'claimManagers',
          template: 'claimToAnswer',
          subject: `A claim about ${specialistName} waits for your answer`,
          path: '/manager/claims/list',
          lines: [
            'Hello,',
            `A client filed a claim about ${specialistName}: ${reasons}.`,
            ...(event.data.comment ? [`Comment: ${event.data.comment}`] : []),
            'Answer it on the claims list.',
          ],
        },
        {
          recipient: 'agencyUsers',
          template: 'claimFiled',
          subject: `A client filed a claim about ${specialistName}`,
          path: '/pa/specialists-on-projects/list',
          lines: [
            'Hello,',
            `A client filed a claim about ${specialistName}: ${reasons}.`,
            ...(event.data.comment ? [`Comment: ${event.data.comment}`] : []),
            'Your personal manager will contact you about it.',
          ],
        },
      ];
    }
    case 'ClaimAnswered':
      return [
        {
          recipient: 'clientUsers',
          template: 'claimAnswered',
          subject: `The platform answered your claim about ${publicNameOf(specialist)}`,
          path: '/pa/specialists-on-projects/list',
          lines: ['Hello,', 'The platform answered your claim:', event.data.answer],
        },
      ];
    default:
      return [];
  }
};

export const outgoingOf = (mail: ActMail, to: string, appUrl: string): OutgoingMail => {
  const href = `${appUrl}${mail.path}`;
  return {
    to,
    subject: mail.subject,
    text: [...mail.lines, '', `Open: ${href}`].join('\n'),
    html: `${mail.lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p><a href="${escape(href)}">Open in your personal area</a></p>`,
  };
};
