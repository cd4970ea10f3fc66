import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type { PgBoss } from 'pg-boss';
import type pg from 'pg';
import { proposedSlotChosenMail, requestArrivedMail, slotConfirmedMail, slotsProposedMail } from '../../../application/interview/mails';
import type { CartEmptiedBySubmission } from '../../../domain/cart/cart.events';
import type { InterviewSlotAccepted, InterviewSlotsProposed } from '../../../domain/interview/interview.events';
import { enqueueMail } from '../../mail/outbox';
import { candidateIdFor } from '../interview/interviewSupport';

type Client = pg.PoolClient;

/** The verified, active users of the agencies: who hears about their specialists' requests. */
const agencyPeople = async (client: Client, agencyIds: readonly string[]): Promise<{ company_id: string; email: string }[]> =>
  (await client.query<{ company_id: string; email: string }>(
    `select company_id, email from users where company_id = any($1::uuid[]) and email_verified_at is not null and status = 'active'`, [agencyIds])).rows;

/** To every verified user of each agency whose specialists the submitted request names: one e-mail per agency. */
const requestArrived = async (client: Client, boss: PgBoss, appUrl: string, event: CartEmptiedBySubmission) => {
  const ids = event.data.itemIds.map((itemId) => candidateIdFor(event.data.requestId, itemId));
  const { rows } = await client.query<{ agency_id: string; client_name: string; specialist: string; start_period: string; end_period: string }>(
    `select c.agency_id, cl.name as client_name, trim(coalesce(s.name, '') || ' ' || coalesce(s.surname, '')) as specialist,
            to_char(c.start_period, 'YYYY-MM-DD') as start_period, to_char(c.end_period, 'YYYY-MM-DD') as end_period
       from candidates c join companies cl on cl.id = c.client_id left join specialist_cards s on s.id = c.specialist_id
      where c.id = any($1::uuid[]) order by specialist`,
    [ids],
  );
  const agencyIds = [...new Set(rows.map((r) => r.agency_id))];
  const people = await agencyPeople(client, agencyIds);
  for (const agencyId of agencyIds) {
    const named = rows.filter((r) => r.agency_id === agencyId);
    for (const person of people.filter((p) => p.company_id === agencyId)) {
      await enqueueMail(client, boss, requestArrivedMail(person.email, named[0]?.client_name ?? '', named.map((s) => ({ name: s.specialist, from: s.start_period, to: s.end_period })), appUrl));
    }
  }
};

type CandidateParties = { contact: { name: string; email: string }; specialist: string; agency_id: string; client_name: string };

const partiesOf = async (client: Client, candidateId: string): Promise<CandidateParties | undefined> =>
  (
    await client.query<CandidateParties>(
      `select c.contact, c.agency_id, cl.name as client_name, trim(coalesce(s.name, '') || ' ' || coalesce(s.surname, '')) as specialist
         from candidates c join companies cl on cl.id = c.client_id left join specialist_cards s on s.id = c.specialist_id where c.id = $1`,
      [candidateId],
    )
  ).rows[0];

/** The partner fixed a slot: to the client's contact. The client took a proposed one: to the partner's users. */
const slotConfirmed = async (client: Client, boss: PgBoss, appUrl: string, event: InterviewSlotAccepted) => {
  const parties = await partiesOf(client, event.data.candidateId);
  if (!parties) return;
  if (event.metadata.actorRole === 'client') {
    for (const { email } of await agencyPeople(client, [parties.agency_id])) {
      await enqueueMail(client, boss, proposedSlotChosenMail(email, parties.client_name, parties.specialist, event.data.slot, appUrl));
    }
    return;
  }
  await enqueueMail(client, boss, slotConfirmedMail(parties.contact.email, parties.contact.name, parties.specialist, event.data.slot, appUrl));
};

/** The partner proposed other times: to the client's contact, who chooses one. */
const slotsProposed = async (client: Client, boss: PgBoss, appUrl: string, event: InterviewSlotsProposed) => {
  const parties = await partiesOf(client, event.data.candidateId);
  if (parties) await enqueueMail(client, boss, slotsProposedMail(parties.contact.email, parties.contact.name, parties.specialist, event.data.slots, event.data.comment, appUrl));
};

const mailEventTypes = ['CartEmptiedBySubmission', 'InterviewSlotAccepted', 'InterviewSlotsProposed'];

/**
 * E-mails about interview requests, stored in the outbox with their delivery job in the transaction of the append
 * that caused them: the request and its e-mail are written together or not at all. Registered after the candidates
 * read model, which it reads.
 */
export const interviewMailsProjection = (boss: () => PgBoss, appUrl: string) =>
  postgreSQLProjection<Event>({
    name: 'interview_mails',
    canHandle: mailEventTypes,
    handle: async (events, context) => {
      const client = context.connection.client as unknown as Client;
      for (const event of events) {
        if (event.type === 'CartEmptiedBySubmission') await requestArrived(client, boss(), appUrl, event as unknown as CartEmptiedBySubmission);
        if (event.type === 'InterviewSlotAccepted') await slotConfirmed(client, boss(), appUrl, event as unknown as InterviewSlotAccepted);
        if (event.type === 'InterviewSlotsProposed') await slotsProposed(client, boss(), appUrl, event as unknown as InterviewSlotsProposed);
      }
    },
  });
