import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSpecialists } from '../../../adapters/demo/demoSpecialists';
import { postgresIdentityStore } from '../../../adapters/postgres/identity/identityStore';
import { startTestApp, type TestApp } from '../../support/testApp';

/** `npm start` makes the demo catalogue once, through the use cases, so every card has a real history. */
describe('demo specialist cards', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Seeded by the app's own start, as on a new installation, not cloned from the run's demo template.
    app = await startTestApp({ env: { SEED_DEMO_CARDS: 'true' }, freshDemo: true });
  });
  afterAll(() => app.stop());

  it('are at least 60 varied cards of the demo agency, mostly published, with every status of the seeds', async () => {
    const { rows } = await app.pool.query(
      `select c.status, count(*)::int as n from specialist_cards c join companies a on a.id = c.agency_id where a.name = 'Demo Agency' group by c.status`,
    );
    const counts = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(Object.values(counts).reduce((a: number, b) => a + (b as number), 0)).toBeGreaterThanOrEqual(60);
    expect(counts.published).toBeGreaterThan(40);
    expect(counts).toMatchObject({
      moderation: expect.any(Number),
      draft: expect.any(Number),
      rejected: expect.any(Number),
    });
    const variety = await app.pool.query(
      `select count(distinct specialization_id)::int as roles, count(distinct city_id)::int as cities, count(distinct grade)::int as grades, min(hour_price_cents) as low, max(hour_price_cents) as high from specialist_cards`,
    );
    expect(variety.rows[0].roles).toBeGreaterThan(30);
    expect(variety.rows[0].cities).toBeGreaterThan(10);
    expect(variety.rows[0].grades).toBeGreaterThanOrEqual(5);
    expect(variety.rows[0].high).toBeGreaterThan(variety.rows[0].low);
  });

  it('each published card has its history: drafted or sent by the agency, published by the manager', async () => {
    const { rows } = await app.pool.query(`select id from specialist_cards where status = 'published' limit 1`);
    const manager = await app.login('manager@demo.test');
    const history = (await app.api.get(`/admin/api/specialist/history/${rows[0].id}`, { token: manager })).body.data
      .items;
    expect(history.map((e: { type: string; actor: { email: string } }) => [e.type, e.actor.email])).toEqual([
      ['SpecialistPublished', 'manager@demo.test'],
      ['SpecialistSentToReview', 'agency@demo.test'],
    ]);
  });

  it('read as plain English on the public pages: descriptions name the specialization, projects say what was built, no placeholder Latin', async () => {
    const { rows } = await app.pool.query<{
      specialization: string;
      description: string;
      projects: { description: string; responsibilities: string }[];
    }>(
      `select s.title as specialization, c.content -> 'texts' -> 'en' ->> 'description' as description, c.content -> 'texts' -> 'en' -> 'projects' as projects
         from specialist_cards c join specializations s on s.id::text = c.specialization_id::text`,
    );
    const texts = rows.flatMap((r) => [
      r.description,
      ...r.projects.flatMap((p) => [p.description, p.responsibilities]),
    ]);
    // faker's lorem vocabulary: words no English card would use.
    const latin =
      /\b(lorem|ipsum|dolor|amet|consectetur|adipisci|voluptas|voluptatem|quia|quae|aut|vel|eius|tempora|cumque|adeo|acervus|admiratio)\b/i;
    expect(texts.filter((t) => latin.test(t))).toEqual([]);
    for (const r of rows) expect(r.description).toContain(r.specialization);
    expect(new Set(rows.map((r) => r.description)).size).toBeGreaterThan(rows.length * 0.8);
  });

  it('runs once: a second start adds nothing', async () => {
    const before = (await app.pool.query('select count(*)::int as n from specialist_cards')).rows[0].n;
    expect(
      await seedDemoSpecialists(app.pool, postgresIdentityStore(app.pool, app.boss), app.services.specialist),
    ).toBe(0);
    expect((await app.pool.query('select count(*)::int as n from specialist_cards')).rows[0].n).toBe(before);
  });
});
