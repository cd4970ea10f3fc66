import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateCommand } from '../../../domain/interview/interview.commands';
import type { CandidateEvent } from '../../../domain/interview/interview.events';
import { candidateStreamOf } from '../../../application/interview/interviewPorts';
import {
  FRIDAY_15,
  MONDAY_09,
  THURSDAY_10,
  acceptSlot,
  changePrice,
  decline,
  declineByClient,
  eventsOf,
  hire,
  move,
  passOn,
  proposeSlots,
  requestAnotherInterview,
  submit,
} from '../../support/interviewFixtures';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/**
 * The candidate lists of clients, agencies and managers (`candidates`): one row per candidate from its submission,
 * the status the domain's table gives each event, the interview's time, offers and reasons, the client's price, and
 * the parties a merge replaces.
 */
describe('candidates projection', () => {
  let spec: ProjectionSpecification;
  const clientId = randomUUID();
  const agencyId = randomUUID();
  const survivorId = randomUUID();

  beforeAll(async () => {
    spec = await projectionSpecification((event) => candidateStreamOf((event as CandidateEvent).data.candidateId));
    await spec.seed(
      `insert into companies (id, type, name) values ($1, 'client', 'Client Ltd'), ($2, 'agency', 'Agency Ltd'),
         ($3, 'client', 'Survivor Ltd')`,
      [clientId, agencyId, survivorId],
    );
  });
  afterAll(() => spec.close());

  /** The moment of the n-th event of a candidate's life, one hour apart. */
  const at = (n: number) => new Date(Date.UTC(2027, 2, 3, 8 + n));

  /**
   * A candidate of its own: the events the domain decides for each command, one append per command as the app makes
   * them, with this candidate's ids and each event one hour after the one before.
   */
  const candidate = () => {
    const ids = { candidateId: randomUUID(), requestId: randomUUID(), specialistId: randomUUID() };
    const commands: CandidateCommand[] = [];
    let written = 0;
    const relabel = (event: CandidateEvent, n: number): CandidateEvent =>
      ({
        ...event,
        data:
          event.type === 'CandidateSubmitted'
            ? { ...event.data, ...ids, clientId, agencyId }
            : { ...event.data, candidateId: ids.candidateId },
        metadata: { ...event.metadata, at: at(n) },
      }) as CandidateEvent;
    return {
      ...ids,
      /** The events the next command adds, as the app would append them. */
      after: (command: CandidateCommand): CandidateEvent[] => {
        commands.push(command);
        const all = eventsOf(...commands);
        const added = all.slice(written).map((event, i) => relabel(event, written + i + 1));
        written = all.length;
        return added;
      },
      /** An event the fixtures have no command for, numbered after the others. */
      event: (type: CandidateEvent['type'], data: object): CandidateEvent => {
        written += 1;
        return {
          type,
          data: { candidateId: ids.candidateId, ...data },
          metadata: { actorId: 'agency-user', actorRole: 'partner', at: at(written) },
        } as CandidateEvent;
      },
    };
  };

  it('a submitted candidate waits for the manager, with the terms the client asked for', async () => {
    const c = candidate();
    await spec.givenEvents(c.after(submit())).thenRows(
      'candidates',
      [
        {
          request_id: c.requestId,
          client_id: clientId,
          agency_id: agencyId,
          specialist_id: c.specialistId,
          status: 'review_by_manager',
          start_period: new Date('2027-04-01T00:00:00Z'),
          end_period: new Date('2027-07-01T00:00:00Z'),
          work_format: 'full-time',
          hours: null,
          client_hour_price_cents: 6300,
          slots: [THURSDAY_10, FRIDAY_15],
          proposed_slots: [],
          interview_at: null,
          contact: { name: 'Clara Client', email: 'clara@client.test', phone: '+44 20 7946 0000' },
          comment: 'Backend role',
          decline_reason: null,
          passed_to_agency_at: null,
          version: 1,
          created_at: at(1),
          updated_at: at(1),
        },
      ],
      { id: c.candidateId },
    );
  });

  it('the submission stored again (a replay) keeps the one row as it was', async () => {
    const c = candidate();
    const submitted = c.after(submit());
    await spec.append(submitted);
    await spec.append([{ ...submitted[0]!, data: { ...submitted[0]!.data, comment: 'Changed' } } as CandidateEvent]);
    await spec.givenEvents([]).thenRows('candidates', [{ comment: 'Backend role', version: 1 }], { id: c.candidateId });
  });

  it("the manager's pass to the agency is remembered once; a rejection from the review never reaches the agency", async () => {
    const c = candidate();
    await spec.append(c.after(submit()));
    await spec
      .givenEvents(c.after(passOn()))
      .thenRows('candidates', [{ status: 'CV_pending_client', passed_to_agency_at: at(2), updated_at: at(2) }], {
        id: c.candidateId,
      });
    await spec
      .givenEvents(c.after(move('interview_with_tn_hr')))
      .thenRows('candidates', [{ status: 'interview_with_tn_hr', passed_to_agency_at: at(2), version: 3 }], {
        id: c.candidateId,
      });
    const rejected = candidate();
    await spec.append(rejected.after(submit()));
    await spec
      .givenEvents(rejected.after(move('rejected')))
      .thenRows('candidates', [{ status: 'rejected', passed_to_agency_at: null }], { id: rejected.candidateId });
  });

  it("the agency's offer of other times, and its refusal with the reason", async () => {
    const c = candidate();
    await spec.append(c.after(submit()));
    await spec.append(c.after(passOn()));
    await spec
      .givenEvents(c.after(proposeSlots([MONDAY_09])))
      .thenRows('candidates', [{ proposed_slots: [MONDAY_09], interview_at: null }], { id: c.candidateId });
    const refused = candidate();
    await spec.append(refused.after(submit()));
    await spec.append(refused.after(passOn()));
    await spec
      .givenEvents(refused.after(decline('Booked elsewhere')))
      .thenRows('candidates', [{ status: 'rejected', decline_reason: 'Booked elsewhere' }], {
        id: refused.candidateId,
      });
  });

  it('a fixed interview: its time, a reschedule proposed and taken, the video link, a cancellation', async () => {
    const c = candidate();
    await spec.append(c.after(submit()));
    await spec.append(c.after(passOn()));
    await spec
      .givenEvents(c.after(acceptSlot(THURSDAY_10)))
      .thenRows('candidates', [{ status: 'interview', interview_at: THURSDAY_10 }], { id: c.candidateId });
    const reason = 'The specialist is ill';
    await spec
      .givenEvents([c.event('InterviewRescheduleProposed', { side: 'agency', slots: [MONDAY_09], reason })])
      .thenRows(
        'candidates',
        [
          {
            status: 'interview',
            interview_at: THURSDAY_10,
            reschedule: { side: 'agency', slots: [MONDAY_09], reason },
          },
        ],
        { id: c.candidateId },
      );
    await spec
      .givenEvents([c.event('InterviewRescheduled', { side: 'client', from: THURSDAY_10, slot: MONDAY_09, reason })])
      .thenRows('candidates', [{ status: 'interview', interview_at: MONDAY_09, reschedule: null }], {
        id: c.candidateId,
      });
    await spec
      .givenEvents([c.event('InterviewVideoLinkSet', { slot: MONDAY_09, videoUrl: 'https://meet.example.com/abc' })])
      .thenRows('candidates', [{ video_url: 'https://meet.example.com/abc', interview_at: MONDAY_09 }], {
        id: c.candidateId,
      });
    await spec
      .givenEvents([c.event('InterviewCancelled', { side: 'client', slot: MONDAY_09, reason: 'Project paused' })])
      .thenRows('candidates', [{ slots: [], proposed_slots: [], interview_at: null, reschedule: null }], {
        id: c.candidateId,
      });
  });

  it("the client's decision after the interview: hired, declined with the reason, or another interview", async () => {
    const interviewed = () => {
      const c = candidate();
      return { c, events: [...c.after(submit()), ...c.after(passOn()), ...c.after(acceptSlot(THURSDAY_10))] };
    };
    const hired = interviewed();
    await spec.append(hired.events);
    await spec
      .givenEvents(hired.c.after(hire()))
      .thenRows('candidates', [{ status: 'approved', interview_at: THURSDAY_10 }], { id: hired.c.candidateId });

    const declined = interviewed();
    await spec.append(declined.events);
    await spec
      .givenEvents(declined.c.after(declineByClient('Not enough Kafka')))
      .thenRows('candidates', [{ status: 'rejected', decline_reason: 'Not enough Kafka' }], {
        id: declined.c.candidateId,
      });

    const again = interviewed();
    await spec.append(again.events);
    await spec
      .givenEvents(again.c.after(requestAnotherInterview([MONDAY_09])))
      .thenRows('candidates', [{ slots: [MONDAY_09], interview_at: null, proposed_slots: [] }], {
        id: again.c.candidateId,
      });
  });

  it("the manager's change of the client's price", async () => {
    const c = candidate();
    await spec.append(c.after(submit()));
    await spec
      .givenEvents(c.after(changePrice(7100)))
      .thenRows('candidates', [{ client_hour_price_cents: 7100, status: 'review_by_manager', updated_at: at(2) }], {
        id: c.candidateId,
      });
  });

  it("a merge puts the surviving company in its party's place, on the candidate and on the client's booking", async () => {
    const c = candidate();
    await spec.append(c.after(submit()));
    await spec.seed(
      `insert into specialist_bookings (candidate_id, specialist_id, client_id, period, created_at)
       values ($1, $2, $3, '[2027-04-01,2027-07-02)', now())`,
      [c.candidateId, c.specialistId, clientId],
    );
    const merge = { fromCompanyId: clientId, toCompanyId: survivorId, mergeId: randomUUID() };
    await spec
      .givenEvents([c.event('CandidateOwnershipTransferred', { side: 'client', ...merge })])
      .thenRows('candidates', [{ client_id: survivorId, agency_id: agencyId, status: 'review_by_manager' }], {
        id: c.candidateId,
      });
    await spec
      .givenEvents([])
      .thenRows('specialist_bookings', [{ client_id: survivorId }], { candidate_id: c.candidateId });
    const agencySide = candidate();
    await spec.append(agencySide.after(submit()));
    await spec
      .givenEvents([
        agencySide.event('CandidateOwnershipTransferred', {
          side: 'agency',
          fromCompanyId: agencyId,
          toCompanyId: survivorId,
          mergeId: randomUUID(),
        }),
      ])
      .thenRows('candidates', [{ client_id: clientId, agency_id: survivorId }], { id: agencySide.candidateId });
  });

  it('an event of a candidate never submitted writes no row', async () => {
    const c = candidate();
    await spec.givenEvents([c.event('CandidateHired', {})]).thenRows('candidates', [], { id: c.candidateId });
    const { rows } = await spec.pool.query('select 1 from candidates where specialist_id = $1', [c.specialistId]);
    expect(rows).toHaveLength(0);
  });
});
