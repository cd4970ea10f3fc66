import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayload } from '../../support/specialistPayloads';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * The home slider's counts of published specialists per category move with each card that enters, changes its
 * categories in, or leaves the catalogue (a count is shifted, not counted again). After every step each category's
 * count is what counting the catalogue gives: a card counts once in a category, as its category or its subcategory.
 */
describe("categories' published-specialist counts", () => {
  let app: TestApp;
  let agency: string;
  let manager: string;
  let development: { id: string; child: string };
  let other: { id: string; child: string };

  beforeAll(async () => {
    app = await startTestApp();
    [agency, manager] = await Promise.all([app.login('agency@demo.test'), app.login('manager@demo.test')]);
    const { rows } = await app.pool.query<{ id: string; child: string; slug: string }>(
      `select p.id, p.slug, (select c.id from categories c where c.parent_id = p.id and c.is_active order by c.sort_order limit 1) as child
         from categories p
        where p.kind = 'specialist' and p.parent_id is null and p.is_active
          and exists (select 1 from categories c where c.parent_id = p.id and c.is_active)
        order by p.slug = 'development' desc, p.sort_order limit 2`,
    );
    [development, other] = rows as unknown as [{ id: string; child: string }, { id: string; child: string }];
  });
  afterAll(async () => {
    await app?.stop();
  });

  const counted = async () =>
    (
      await app.pool.query<{ id: string; stored: number; counted: number }>(
        `select c.id, c.published_specialists_count as stored,
                (select count(*) from catalog_cards k where c.id = any(k.category_ids) or c.id = any(k.subcategory_ids))::int as counted
           from categories c where c.kind = 'specialist' order by c.id`,
      )
    ).rows;
  const countOf = async (id: string) => (await counted()).find((row) => row.id === id)?.stored;
  const expectEveryCountRight = async () => {
    for (const row of await counted())
      expect({ id: row.id, count: row.stored }).toEqual({ id: row.id, count: row.counted });
  };

  const contentIn = async (surname: string, categories: string[], subcategories: string[]) => {
    const base = await cardPayload(app.pool, { surname });
    return { ...base, shared: { ...base.shared, categories, subcategories }, agencyReservations: [] };
  };
  const ok = async (path: string, body: unknown, token: string) => {
    const response = await app.api.post(path, body, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { specialistId: string };
  };
  const publish = async (surname: string, categories: string[], subcategories: string[]) => {
    const { specialistId } = await ok(
      '/api/specialist/send-to-publish',
      { content: await contentIn(surname, categories, subcategories) },
      agency,
    );
    await ok('/admin/api/specialist/publish', { specialistId }, manager);
    return specialistId;
  };

  it('follow publication, a change of categories, hiding, blocking and return', async () => {
    const before = {
      development: (await countOf(development.id)) ?? 0,
      other: (await countOf(other.id)) ?? 0,
      otherChild: (await countOf(other.child)) ?? 0,
    };

    const a = await publish('Counted', [development.id], [development.child]);
    // In both lists of one card, the category still counts it once.
    const b = await publish('Twice', [development.id, other.id], [development.child, other.child]);
    expect(await countOf(development.id)).toBe(before.development + 2);
    expect(await countOf(other.id)).toBe(before.other + 1);
    await expectEveryCountRight();

    // A published card moved to the other category: one leaves, one gains, in the same edit.
    await ok(
      '/api/specialist/send-to-publish',
      { specialistId: a, content: await contentIn('Counted', [other.id], [other.child]) },
      agency,
    );
    expect(await countOf(development.id)).toBe(before.development + 1);
    expect(await countOf(other.child)).toBe(before.otherChild + 2);
    await expectEveryCountRight();

    await ok('/admin/api/specialist/hide', { specialistId: b }, manager);
    expect(await countOf(other.id)).toBe(before.other + 1);
    await ok('/admin/api/specialist/block', { specialistId: a, reason: 'Counted twice' }, manager);
    expect(await countOf(other.id)).toBe(before.other);
    await expectEveryCountRight();

    // Returned to the catalogue, each counts again where it is.
    await ok('/admin/api/specialist/publish', { specialistId: b }, manager);
    await ok('/admin/api/specialist/publish', { specialistId: a }, manager);
    expect(await countOf(development.id)).toBe(before.development + 1);
    expect(await countOf(other.id)).toBe(before.other + 2);
    await expectEveryCountRight();
  });
});
