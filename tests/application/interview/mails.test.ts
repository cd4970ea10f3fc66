import { describe, expect, it } from 'vitest';
import {
  interviewMailsOf,
  onReadersClock,
  outgoingMailsOf,
  type MailCandidate,
} from '../../../application/interview/mails';
import type { CartEmptiedBySubmission } from '../../../domain/cart/cart.events';
import { candidateIdFor } from '../../../domain/interview/interview.candidateId';
import type { CandidateEvent } from '../../../domain/interview/interview.events';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';

const at = new Date('2027-03-03T10:30:00Z');
const as = (actorRole: EventMetadata['actorRole']): EventMetadata => ({ actorId: 'u1', actorRole, at });
const slot = { date: '2027-03-08', time: '09:00' };
const APP = 'https://app.test';

const candidate = (candidateId: string, agencyId: string, specialist: string): MailCandidate => ({
  candidateId,
  agencyId,
  clientId: 'c1',
  specialist,
  specialistNameParts: { name: specialist.split(' ')[0] ?? '', surname: specialist.split(' ').slice(1).join(' ') },
  clientName: 'Demo Client',
  startPeriod: '2027-04-01',
  endPeriod: '2027-07-01',
  contact: { name: 'Clara', email: 'clara@client.test' },
  interviewers: [],
  enteredVideoUrl: null,
});

describe('which e-mails an interview event causes, and to whom', () => {
  it('a submitted request tells the candidate managers, who review it before any agency hears of it', () => {
    const submitted: CartEmptiedBySubmission = {
      type: 'CartEmptiedBySubmission',
      data: { clientId: 'c1', requestId: 'r1', itemIds: ['i1', 'i2'] },
      metadata: as('client'),
    };
    expect(interviewMailsOf(submitted)).toEqual([
      {
        template: 'requestToReview',
        recipient: 'candidateManagers',
        candidateIds: [candidateIdFor('r1', 'i1'), candidateIdFor('r1', 'i2')],
      },
    ]);
  });

  it("the manager's passing a candidate on tells its agency, and the client's users of the new step", () => {
    const passed: CandidateEvent = {
      type: 'CandidateMoved',
      data: { candidateId: 'k1', from: 'review_by_manager', to: 'CV_pending_client', comment: '' },
      metadata: as('manager'),
    };
    expect(interviewMailsOf(passed)).toEqual([
      { template: 'requestArrived', recipient: 'agencyUsers', candidateIds: ['k1'] },
      {
        template: 'candidateStatusChanged',
        recipient: 'clientUsers',
        candidateIds: ['k1'],
        status: 'CV_pending_client',
      },
    ]);
    const rejected: CandidateEvent = { ...passed, data: { ...passed.data, to: 'rejected' } };
    expect(interviewMailsOf(rejected).map((mail) => mail.recipient)).toEqual(['clientUsers']);
  });

  it("the client's decision after the interview tells the agency and the candidate managers", () => {
    const hired: CandidateEvent = { type: 'CandidateHired', data: { candidateId: 'k1' }, metadata: as('client') };
    expect(interviewMailsOf(hired)).toEqual(
      (['agencyUsers', 'candidateManagers'] as const).map((recipient) => ({
        template: 'clientDecision',
        recipient,
        candidateIds: ['k1'],
        decision: { kind: 'hired' },
      })),
    );
    const declined: CandidateEvent = {
      type: 'CandidateDeclinedByClient',
      data: { candidateId: 'k1', reason: 'Too junior' },
      metadata: as('client'),
    };
    expect(interviewMailsOf(declined)[0]).toMatchObject({ decision: { kind: 'declined', reason: 'Too junior' } });
    const again: CandidateEvent = {
      type: 'AnotherInterviewRequested',
      data: { candidateId: 'k1', slots: [slot], comment: '' },
      metadata: as('client'),
    };
    expect(interviewMailsOf(again)[0]).toMatchObject({ decision: { kind: 'anotherInterview', slots: [slot] } });
    const [toAgency] = outgoingMailsOf(
      interviewMailsOf(again)[0]!,
      [candidate('k1', 'a1', 'Anna First')],
      [{ agencyId: 'a1', email: 'agency@a1.test' }],
      APP,
    );
    expect(toAgency).toMatchObject({
      to: 'agency@a1.test',
      subject: 'Demo Client asks for another interview with Anna First',
    });
    expect(toAgency?.text).toContain(`${APP}/pa/requests/list`);
    const toManagers = outgoingMailsOf(
      interviewMailsOf(hired)[1]!,
      [candidate('k1', 'a1', 'Anna First')],
      [],
      APP,
      [],
      ['m1@platform.test', 'm2@platform.test'],
    );
    expect(toManagers.map((mail) => [mail.to, mail.subject])).toEqual([
      ['m1@platform.test', 'Demo Client hired Anna First'],
      ['m2@platform.test', 'Demo Client hired Anna First'],
    ]);
    expect(toManagers[0]?.text).toContain(`${APP}/manager/candidates/k1/update`);
  });

  it('a slot the partner accepted tells the client; a proposed time the client chose tells the partner', () => {
    const accepted = (role: EventMetadata['actorRole']): CandidateEvent => ({
      type: 'InterviewSlotAccepted',
      data: { candidateId: 'k1', slot },
      metadata: as(role),
    });
    expect(interviewMailsOf(accepted('partner'))).toEqual([
      { template: 'slotConfirmed', recipient: 'clientContact', candidateIds: ['k1'], slot },
    ]);
    expect(interviewMailsOf(accepted('client'))).toEqual([
      { template: 'proposedSlotChosen', recipient: 'agencyUsers', candidateIds: ['k1'], slot },
    ]);
  });

  it("the partner's proposed times go to the client with the partner's note", () => {
    const proposed: CandidateEvent = {
      type: 'InterviewSlotsProposed',
      data: { candidateId: 'k1', slots: [slot], comment: 'Mornings only' },
      metadata: as('partner'),
    };
    expect(interviewMailsOf(proposed)).toEqual([
      {
        template: 'slotsProposed',
        recipient: 'clientContact',
        candidateIds: ['k1'],
        slots: [slot],
        comment: 'Mornings only',
      },
    ]);
  });

  it("a candidate's new status, by the manager's move or the agency's decline, goes to the client's users", () => {
    const moved: CandidateEvent = {
      type: 'CandidateMoved',
      data: { candidateId: 'k1', from: 'interview', to: 'approved', comment: '' },
      metadata: as('manager'),
    };
    expect(interviewMailsOf(moved)).toEqual([
      { template: 'candidateStatusChanged', recipient: 'clientUsers', candidateIds: ['k1'], status: 'approved' },
    ]);
    const declined: CandidateEvent = {
      type: 'CandidateDeclinedByPartner',
      data: { candidateId: 'k1', reason: 'Busy' },
      metadata: as('partner'),
    };
    expect(interviewMailsOf(declined)).toEqual([
      { template: 'candidateStatusChanged', recipient: 'clientUsers', candidateIds: ['k1'], status: 'rejected' },
    ]);
  });

  it('the other events send nothing', () => {
    const others: CandidateEvent[] = [
      {
        type: 'ClientHourPriceChanged',
        data: { candidateId: 'k1', clientHourPriceCents: 7000 },
        metadata: as('manager'),
      },
    ];
    for (const event of others) expect(interviewMailsOf(event)).toEqual([]);
  });
});

describe('the e-mails addressed', () => {
  it("each agency user gets one mail naming only the agency's own specialists", () => {
    const mails = outgoingMailsOf(
      { template: 'requestArrived', recipient: 'agencyUsers', candidateIds: ['k1', 'k2', 'k3'] },
      [
        candidate('k1', 'a1', 'Anna First'),
        candidate('k2', 'a2', 'Boris Second'),
        candidate('k3', 'a1', 'Carla Third'),
      ],
      [
        { agencyId: 'a1', email: 'one@a1.test' },
        { agencyId: 'a1', email: 'two@a1.test' },
        { agencyId: 'a2', email: 'only@a2.test' },
      ],
      APP,
    );
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['one@a1.test', 'New interview request from Demo Client'],
      ['two@a1.test', 'New interview request from Demo Client'],
      ['only@a2.test', 'New interview request from Demo Client'],
    ]);
    expect(mails[0]?.text).toContain('Anna First');
    expect(mails[0]?.text).toContain('Carla Third');
    expect(mails[0]?.text).not.toContain('Boris Second');
    expect(mails[2]?.text).toContain('Boris Second');
  });

  it("the client's contact gets the confirmed slot, naming the specialist as the client's pages do", () => {
    const [mail, ...rest] = outgoingMailsOf(
      { template: 'slotConfirmed', recipient: 'clientContact', candidateIds: ['k1'], slot },
      [candidate('k1', 'a1', 'Anna First')],
      [],
      APP,
    );
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      to: 'clara@client.test',
      subject: 'Interview with Anna F. confirmed for 2027-03-08 09:00 UTC',
    });
    expect(mail?.text).not.toContain('First');
  });

  it("each user of the candidate's client gets the new status, the specialist named as the client's pages do, with the link to the candidates", () => {
    const mails = outgoingMailsOf(
      { template: 'candidateStatusChanged', recipient: 'clientUsers', candidateIds: ['k1'], status: 'approved' },
      [candidate('k1', 'a1', 'Anna First')],
      [{ agencyId: 'a1', email: 'one@a1.test' }],
      APP,
      [
        { clientId: 'c1', email: 'boss@client.test' },
        { clientId: 'c1', email: 'hr@client.test' },
        { clientId: 'c2', email: 'other@client2.test' },
      ],
    );
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['boss@client.test', "Anna F.: the candidate's status is now Approved"],
      ['hr@client.test', "Anna F.: the candidate's status is now Approved"],
    ]);
    expect(mails[0]?.text).toContain(`${APP}/pa/candidates/list`);
    expect(mails[0]?.text).not.toContain('First');
  });

  it('nothing goes out when the candidate is not found', () => {
    expect(
      outgoingMailsOf(
        { template: 'slotConfirmed', recipient: 'clientContact', candidateIds: ['k1'], slot },
        [],
        [],
        APP,
      ),
    ).toEqual([]);
  });
});

describe("an interview letter on the reader's clock", () => {
  const letter = { to: 'a@b.test', subject: 'S', text: 'Body', html: '<p>Body</p>' };
  it('adds the time on a known clock other than UTC, and nothing otherwise', () => {
    const berlin = onReadersClock(letter, { date: '2027-03-29', time: '07:00' }, 'Europe/Berlin');
    // The Monday after the March change: Berlin is two hours ahead of UTC.
    expect(berlin.text).toBe('Body\n\nOn your clock: 09:00 on 2027-03-29 (Europe/Berlin).');
    expect(berlin.html).toContain('<p>On your clock: 09:00 on 2027-03-29 (Europe/Berlin).</p>');
    expect(onReadersClock(letter, { date: '2027-03-29', time: '07:00' }, 'UTC')).toEqual(letter);
    expect(onReadersClock(letter, { date: '2027-03-29', time: '07:00' }, 'Mars/Olympus')).toEqual(letter);
  });
});
