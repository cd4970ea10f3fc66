import type { SpecialistEvent } from '../../domain/specialist/specialist.events';
import { outgoingLinkedMail, type LinkedMail } from '../shared/linkedMail';

/** One e-mail a manager's decision on a card causes, to each verified user of the card's agency. */
export type SpecialistMail = LinkedMail;

/** What the e-mails name of the card, loaded from the read model by the projection (the agency reads the full name). */
export type SpecialistMailCard = { readonly id: string; readonly name: string };

/** Where the agency reads its card, and where it corrects one. */
export const agencyCardPage = (id: string) => `/pa/specialists/${id}`;
export const agencyCardEditPage = (id: string) => `/pa/specialists/${id}/update`;

/**
 * The manager's decisions the agency is told about. A manager's own edits (`SpecialistSavedByManager`) and the
 * agency's own steps send nothing: the agency made them, or nothing changed for it.
 */
export const specialistMailEventTypes = [
  'SpecialistPublished',
  'SpecialistRejected',
  'SpecialistBlocked',
  'SpecialistHidden',
] as const;

const named = (card: SpecialistMailCard) => card.name.trim() || 'Your specialist';
/** A list said as one sentence, with one full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Which e-mail an event of a card causes; null for the events nobody is e-mailed about. */
export const specialistMailOf = (event: SpecialistEvent, card: SpecialistMailCard): SpecialistMail | null => {
  const who = named(card);
  switch (event.type) {
    case 'SpecialistPublished':
      return {
        template: 'specialistPublished',
        subject: `${who} is published in the catalogue`,
        path: agencyCardPage(card.id),
        action: 'Open the card',
        lines: [
          `A manager reviewed and published the card of ${who}. Clients can find and book them in the catalogue now.`,
        ],
      };
    case 'SpecialistRejected':
      return {
        template: 'specialistRejected',
        subject: `The card of ${who} was declined`,
        path: agencyCardEditPage(card.id),
        action: 'Correct the card',
        lines: [
          `A manager declined the card of ${who}.`,
          ...(event.data.reasons.length ? [sentence(`Reasons: ${event.data.reasons.join('; ')}`)] : []),
          ...(event.data.comment.trim() ? [`Comment: ${event.data.comment.trim()}`] : []),
          'Correct the card and send it for review again.',
        ],
      };
    case 'SpecialistBlocked':
      return {
        template: 'specialistBlocked',
        subject: `The card of ${who} was blocked`,
        path: agencyCardPage(card.id),
        action: 'Open the card',
        lines: [
          `A manager blocked the card of ${who}: it has left the catalogue.`,
          ...(event.data.reason.trim() ? [`Reason: ${event.data.reason.trim()}`] : []),
          'Contact your personal manager if you have questions.',
        ],
      };
    case 'SpecialistHidden':
      return {
        template: 'specialistHidden',
        subject: `The card of ${who} was hidden from the catalogue`,
        path: agencyCardPage(card.id),
        action: 'Open the card',
        lines: [
          `A manager hid the card of ${who}: clients no longer see it in the catalogue.`,
          'Contact your personal manager if you have questions.',
        ],
      };
    default:
      return null;
  }
};

/** The e-mail addressed to one user, linking to the page where the agency acts. */
export const outgoingSpecialistMail = outgoingLinkedMail;
