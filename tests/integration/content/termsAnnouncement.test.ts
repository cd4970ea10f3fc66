import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceTermsVersion } from '../../../adapters/jobs/termsAnnouncementWorker';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe('a new terms version is announced to every user by e-mail', () => {
  let app: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(() => app?.stop());

  it('renders the summary of changes with the one block renderer, once per user however often the job runs', async () => {
    const manager = await app.login('manager@demo.test');
    const create = (body: object) =>
      app.api.post('/admin/api/legal-document/terms-and-conditions/create', body, { token: manager });
    const first = await create({ content: [paragraph('The first terms.')] });
    expect(first.status).toBe(200);
    // The first version is accepted at sign-up: nothing to announce.
    expect(await announceTermsVersion(app.pool, app.boss, app.config.appUrl, clock, first.body.data.id)).toBe(0);

    const second = await create({
      content: [paragraph('The second terms.')],
      changes: [
        paragraph('Invoices are now due in 30 days.'),
        {
          type: 'paragraph',
          content: [{ type: 'link', href: 'https://example.org/faq', content: [{ type: 'text', text: 'FAQ' }] }],
        },
        { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
      ],
      effectiveFrom: '2027-01-15T00:00:00Z',
    });
    expect(second.status).toBe(200);
    const versionId = second.body.data.id as string;
    // The job is created with the version, in its transaction.
    const jobs = await app.pool.query(
      `select 1 from pgboss.job where name = 'terms.announce' and data->>'versionId' = $1`,
      [versionId],
    );
    expect(jobs.rowCount).toBe(1);

    const users = (
      await app.pool.query(
        `select count(*)::int as n from users where status = 'active' and email_verified_at is not null`,
      )
    ).rows[0].n as number;
    expect(await announceTermsVersion(app.pool, app.boss, app.config.appUrl, clock, versionId)).toBe(users);
    expect(await announceTermsVersion(app.pool, app.boss, app.config.appUrl, clock, versionId)).toBe(0);

    const mail = (
      await app.pool.query<{ subject: string; text_body: string; html_body: string }>(
        `select subject, text_body, html_body from mail_outbox where to_address = 'client@demo.test' and subject like 'New terms%'`,
      )
    ).rows;
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('New terms and conditions from 2027-01-15');
    expect(mail[0]!.text_body).toContain('Invoices are now due in 30 days.');
    expect(mail[0]!.text_body).toContain(`/terms-and-conditions?version_id=${versionId}`);
    expect(mail[0]!.html_body).toContain('<a href="https://example.org/faq"');
    expect(mail[0]!.html_body).not.toContain('<script>');
    expect(mail[0]!.html_body).toContain('&lt;script&gt;');
  });
});
