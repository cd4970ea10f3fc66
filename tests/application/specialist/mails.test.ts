import { describe, expect, it } from 'vitest';
import { outgoingSpecialistMail, specialistMailOf } from '../../../application/specialist/mails';
import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import { events, specialistId } from '../../support/specialistFixtures';

const APP = 'https://app.test';
const card = { id: specialistId, name: 'Anna Schmidt' };

describe("the e-mails of a manager's decision on a card", () => {
  it('publishing tells the agency, linking to the card', () => {
    const mail = specialistMailOf(events.published, card);
    expect(mail).toMatchObject({
      template: 'specialistPublished',
      subject: 'Anna Schmidt is published in the catalogue',
      path: `/pa/specialists/${specialistId}`,
    });
    const out = outgoingSpecialistMail(mail!, 'agency@a.test', APP);
    expect(out.to).toBe('agency@a.test');
    expect(out.text).toContain(`Open the card: ${APP}/pa/specialists/${specialistId}`);
    expect(out.html).toContain(`href="${APP}/pa/specialists/${specialistId}"`);
  });

  it('declining names every reason and the comment, and links to the editor', () => {
    const declined: SpecialistEvent = {
      ...events.rejected,
      data: { specialistId, reasons: ['Projects are not described', 'No photo.'], comment: 'Add the stack' },
    };
    const out = outgoingSpecialistMail(specialistMailOf(declined, card)!, 'agency@a.test', APP);
    expect(out.subject).toBe('The card of Anna Schmidt was declined');
    expect(out.text).toContain('Reasons: Projects are not described; No photo.');
    expect(out.text).not.toContain('No photo..');
    expect(out.text).toContain('Comment: Add the stack');
    expect(out.text).toContain(`${APP}/pa/specialists/${specialistId}/update`);
  });

  it('blocking gives the reason; hiding says the card left the catalogue', () => {
    expect(outgoingSpecialistMail(specialistMailOf(events.blocked, card)!, 'a@a.test', APP).text).toContain(
      'Reason: Duplicate of another card',
    );
    expect(specialistMailOf(events.hidden, card)).toMatchObject({
      template: 'specialistHidden',
      subject: 'The card of Anna Schmidt was hidden from the catalogue',
    });
  });

  it("the agency's own steps and a manager's own edits send nothing", () => {
    const managerSaved: SpecialistEvent = {
      type: 'SpecialistSavedByManager',
      data: {
        specialistId,
        content: events.draftSaved.data.content,
        review: { verified: false, hrReview: '', hrReviewDate: null, forEarlierVersion: false },
      },
      metadata: events.published.metadata,
    };
    for (const event of [
      events.draftSaved,
      events.sentToReview,
      events.deactivated,
      events.archived,
      events.deleted,
      managerSaved,
    ])
      expect(specialistMailOf(event, card)).toBeNull();
  });

  it('escapes what the manager typed in the HTML', () => {
    const declined: SpecialistEvent = {
      ...events.rejected,
      data: { specialistId, reasons: ['<script>x</script>'], comment: '' },
    };
    expect(outgoingSpecialistMail(specialistMailOf(declined, card)!, 'a@a.test', APP).html).not.toContain('<script>');
  });
});
