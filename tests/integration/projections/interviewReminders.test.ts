import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues } from '../../../adapters/jobs/queues';
import { interviewRemindersProjection } from '../../../adapters/postgres/projections/interviewReminders';
import type { CandidateEvent } from '../../../domain/interview/interview.events';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/**
 * Interview reminders, in the append's transaction: a time fixed (a slot accepted, an interview moved) becomes one
 * job per reminder still ahead of the event's moment, due a day and an hour before that time; other events of the
 * candidate schedule nothing.
 */
describe('interview reminders projection', () => {
  let spec: ProjectionSpecification;
  const metadata = (at: string) => ({ actorId: randomUUID(), actorRole: 'partner' as const, at: new Date(at) });

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `candidate-${(event as CandidateEvent).data.candidateId}`, {
      withJobs: (boss) => projections.inline([interviewRemindersProjection(boss)]),
    });
  });
  afterAll(() => spec?.close());

  const jobsOf = async (candidateId: string) =>
    (
      await spec.pool.query<{ data: object; start_after: Date }>(
        `select data, start_after from pgboss.job where name = $1 and data->>'candidateId' = $2 order by start_after`,
        [queues.interviewRemind, candidateId],
      )
    ).rows.map((row) => ({ data: row.data, due: row.start_after.toISOString() }));

  it('a slot accepted two days ahead: a reminder a day before and one an hour before', async () => {
    const candidateId = randomUUID();
    const slot = { date: '2031-03-05', time: '10:00' };
    await spec.append([
      { type: 'InterviewSlotAccepted', data: { candidateId, slot }, metadata: metadata('2031-03-03T10:00:00Z') },
    ]);
    expect(await jobsOf(candidateId)).toEqual([
      { data: { candidateId, slot, lead: 'day' }, due: '2031-03-04T10:00:00.000Z' },
      { data: { candidateId, slot, lead: 'hour' }, due: '2031-03-05T09:00:00.000Z' },
    ]);
  });

  it('an interview moved to the next morning from the evening before: only the hour before is still ahead', async () => {
    const candidateId = randomUUID();
    const from = { date: '2031-03-05', time: '10:00' };
    const slot = { date: '2031-03-06', time: '09:00' };
    await spec.append([
      {
        type: 'InterviewRescheduled',
        data: { candidateId, side: 'client', from, slot, reason: 'Travel' },
        metadata: metadata('2031-03-05T18:00:00Z'),
      },
    ]);
    expect(await jobsOf(candidateId)).toEqual([
      { data: { candidateId, slot, lead: 'hour' }, due: '2031-03-06T08:00:00.000Z' },
    ]);
  });

  it('a cancellation or a proposal of new times schedules nothing', async () => {
    const candidateId = randomUUID();
    const slot = { date: '2031-03-05', time: '10:00' };
    await spec.append([
      {
        type: 'InterviewRescheduleProposed',
        data: { candidateId, side: 'partner', slots: [slot], reason: 'Ill' },
        metadata: metadata('2031-03-01T10:00:00Z'),
      },
      {
        type: 'InterviewCancelled',
        data: { candidateId, side: 'partner', slot, reason: 'Ill' },
        metadata: metadata('2031-03-01T11:00:00Z'),
      },
    ]);
    expect(await jobsOf(candidateId)).toEqual([]);
  });
});
