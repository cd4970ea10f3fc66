import { describe, expect, it } from 'vitest';
import { outgoingOf } from '../../../application/act/mails';
import { responseArrivedMail } from '../../../application/clientRequest/mails';
import { contractStatusMails } from '../../../application/contract/mails';
import { slotConfirmedMail } from '../../../application/interview/mails';
import { noticeOfMail } from '../../../application/notification/notice';
import { outgoingSpecialistMail, specialistMailOf } from '../../../application/specialist/mails';
import { events, specialistId } from '../../support/specialistFixtures';

const APP = 'https://app.test';

/** The notification centre says what the e-mail says: the same mail functions feed both. */
describe('the notification of an e-mail', () => {
  it("takes the subject as its title, the mail's sentences as its body and the page it links to as a path", () => {
    const mail = outgoingSpecialistMail(
      specialistMailOf(events.rejected, { id: specialistId, name: 'Anna Schmidt' })!,
      'a@a.test',
      APP,
    );
    expect(noticeOfMail(mail, APP)).toEqual({
      title: 'The card of Anna Schmidt was declined',
      body: 'A manager declined the card of Anna Schmidt. Reasons: Projects are not described. Comment: Describe at least one project in detail. Correct the card and send it for review again.',
      link: `/pa/specialists/${specialistId}/update`,
    });
  });

  it('drops the greeting, the action line and empty lines, for every area', () => {
    const interview = noticeOfMail(
      slotConfirmedMail('c@c.test', 'Clara', 'Anna F.', { date: '2027-03-08', time: '09:00' }, APP),
      APP,
    );
    expect(interview).toEqual({
      title: 'Interview with Anna F. confirmed for 2027-03-08 09:00 UTC',
      body: 'The interview with Anna F. is confirmed for 2027-03-08 at 09:00 (UTC).',
      link: '/pa/candidates/list',
    });
    expect(noticeOfMail(responseArrivedMail('c@c.test', 'Java team', 2, 'r1', APP), APP)?.link).toBe(
      '/pa/client-requests/r1',
    );
    const act = noticeOfMail(
      outgoingOf(
        {
          recipient: 'clientUsers',
          template: 'actForApproval',
          subject: 'Please approve',
          path: '/pa/acts/a1',
          lines: ['Hello,', 'Ready.'],
        },
        'c@c.test',
        APP,
      ),
      APP,
    );
    expect(act).toEqual({ title: 'Please approve', body: 'Ready.', link: '/pa/acts/a1' });
    const [contract] = contractStatusMails(
      { type: 'ContractCountersigned', data: { contractId: 'k1' }, metadata: events.published.metadata } as never,
      { number: 'C-1', mailForNotifications: ['x@c.test'], signerEmail: 'x@c.test' },
      APP,
    );
    expect(noticeOfMail(contract!, APP)).toMatchObject({ title: 'Contract C-1 is signed', link: '/pa/documents' });
  });

  it('a mail that links nowhere in this application makes no notification; another site never becomes its link', () => {
    const mail = {
      to: 'a@a.test',
      subject: 'Hi',
      text: 'Read https://evil.test/pa/x or https://app.test.evil.test/x',
      html: '',
    };
    expect(noticeOfMail(mail, APP)).toBeNull();
    expect(noticeOfMail({ ...mail, text: `Go: ${APP}//evil.test/x` }, APP)).toBeNull();
  });

  it('keeps title and body within their limits', () => {
    const long = {
      to: 'a@a.test',
      subject: 'S'.repeat(400),
      text: `${'word '.repeat(600)}\n\nOpen: ${APP}/pa`,
      html: '',
    };
    const notice = noticeOfMail(long, APP)!;
    expect(notice.title.length).toBe(300);
    expect(notice.body.length).toBeLessThanOrEqual(2000);
    expect(notice.link).toBe('/pa');
  });
});
