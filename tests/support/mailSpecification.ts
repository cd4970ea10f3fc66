import { randomUUID } from 'node:crypto';
import type { Event } from '@event-driven-io/emmett';
import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { ProjectionSpecification } from './projectionSpecification';

/**
 * What the specifications of mail projections seed and read: companies and their people (the rows the events refer to
 * and no projection writes), and who was told what, as the outbox, the bell and the delivery queue hold it.
 */
export const seedCompany = async (spec: ProjectionSpecification, type: 'client' | 'agency', name: string) => {
  const id = randomUUID();
  await spec.seed('insert into companies (id, type, name) values ($1, $2, $3)', [id, type, name]);
  return id;
};

/** A user of the company with its kind's built-in role; verified and active unless said otherwise. */
export const seedUser = async (
  spec: ProjectionSpecification,
  companyId: string,
  email: string,
  { verified = true, status = 'active' }: { readonly verified?: boolean; readonly status?: string } = {},
) => {
  const id = randomUUID();
  await spec.seed(
    `insert into users (id, company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
     values ($1, $2, (select r.id from roles r join companies c on c.type = r.kind where c.id = $2 order by r.built_in desc, r.slug limit 1),
             $3, 'x', 'Test', 'User', $4, $5)`,
    [id, companyId, email, status, verified ? new Date('2027-01-01T00:00:00Z') : null],
  );
  return id;
};

/** The e-mails stored whose subject is like `subject`, as 'to: subject', sorted. */
export const mailsLike = async (spec: ProjectionSpecification, subject: string) =>
  (
    await spec.pool.query<{ line: string }>(
      `select to_address || ': ' || subject as line from mail_outbox where subject like $1 order by 1`,
      [subject],
    )
  ).rows.map((row) => row.line);

/** The notifications whose title is like `title`, as 'e-mail: kind: title', sorted. */
export const noticesLike = async (spec: ProjectionSpecification, title: string) =>
  (
    await spec.pool.query<{ line: string }>(
      `select u.email || ': ' || n.kind || ': ' || n.title as line from notifications n join users u on u.id = n.user_id
        where n.title like $1 order by 1`,
      [title],
    )
  ).rows.map((row) => row.line);

/** Everything a mail projection stores, counted: outbox rows, notifications and delivery jobs. */
export const storedCounts = async (spec: ProjectionSpecification) =>
  (
    await spec.pool.query<{ mails: number; notices: number; jobs: number }>(
      `select (select count(*)::int from mail_outbox) as mails, (select count(*)::int from notifications) as notices,
              (select count(*)::int from pgboss.job where name = 'mail.deliver') as jobs`,
    )
  ).rows[0]!;

/**
 * A projection that fails on one event of one aggregate, registered after a mail projection: an append of that event
 * must then leave no mail, notification or job, which proves the mails are written in the append's transaction.
 *
 *   projections.inline([specialistMailsProjection(boss, url), failsAfterTheMails('SpecialistHidden', 'specialistId', doomed)])
 */
export const failsAfterTheMails = (eventType: string, idField: string, doomed: string) =>
  postgreSQLProjection<Event>({
    name: 'fails_after_the_mails',
    canHandle: [eventType],
    handle: (events) => {
      if (events.some((event) => (event.data as Record<string, unknown>)[idField] === doomed))
        throw new Error('a later projection failed');
      return Promise.resolve();
    },
  });
