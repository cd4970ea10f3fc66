import type pg from 'pg';
import type { TestApp } from './testApp';

/** A complete request of the reference data of this database; the period starts on `from` (after the test clock's today). */
export const requestContent = async (pool: pg.Pool, overrides: Record<string, unknown> = {}) => {
  const ids = async (sql: string) => (await pool.query<{ id: string }>(sql)).rows.map((r) => r.id);
  const [development] = await ids(`select id from categories where kind = 'specialist' and slug = 'development'`);
  const [backend] = await ids(`select id from categories where kind = 'specialist' and slug = 'backend'`);
  const skills = await ids(`select id from key_skills where lower(title) in ('java', 'postgresql') order by title`);
  return {
    title: 'Two senior Java developers',
    description: 'A payments platform moves to microservices.',
    categoryIds: [development],
    subcategoryIds: [backend],
    keySkillIds: skills,
    grade: 'senior',
    specialistsCount: 2,
    periodFrom: '2026-11-12',
    periodTo: '2027-02-20',
    workFormat: 'full-time',
    budgetPerHourCents: 6500,
    ...overrides,
  };
};

const ok = (response: { status: number; body: any }, what: string) => {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
};

/** A request of the client sent to moderation, and published by the manager unless `publish` is false; answers its id. */
export const postRequest = async (
  app: TestApp,
  tokens: { client: string; manager: string },
  options: { publish?: boolean; content?: Record<string, unknown> } = {},
): Promise<string> => {
  const content = await requestContent(app.pool, options.content);
  const { requestId } = ok(
    await app.api.post('/api/client-request/send-to-moderation', { content }, { token: tokens.client }),
    'request',
  );
  if (options.publish !== false)
    ok(
      await app.api.post('/admin/api/client-request/publish', { requestId }, { token: tokens.manager }),
      'publish request',
    );
  return requestId as string;
};
