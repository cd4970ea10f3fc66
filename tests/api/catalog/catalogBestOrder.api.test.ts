import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../../support/catalogFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

type Item = { id: string; keySkills: string[]; verified: boolean; availableNow: boolean };
const DAY = 86_400_000;

/** Issue 18: best matches first by default; issue 17: a search ranks what the specialist is before what they wrote. */
describe('the catalogue default order and search relevance over REST', () => {
  let app: TestApp;
  let clock: ManualClock;
  let tokens: { agency: string; manager: string };
  const ids: Record<string, string> = {};
  const list = async (body: object = {}) => {
    const response = await app.api.post('/api/specialist-catalog/list', { count: 24, ...body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { items: Item[]; meta: { total: number; totalCapped: boolean } };
  };
  const namesOf = (items: Item[]) =>
    items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0] ?? 'other');

  beforeAll(async () => {
    clock = manualClock(new Date('2026-11-02T09:00:00Z'));
    app = await startTestApp({ clock });
    const [agency, manager] = await Promise.all([app.login('agency@demo.test'), app.login('manager@demo.test')]);
    tokens = { agency, manager };
    // Published over five days, oldest first; 'Skillmatch' is the oldest and unverified.
    clock.set(new Date('2026-10-28T09:00:00Z'));
    ids.Skillmatch = await publishVariant(app, tokens, {
      surname: 'Skillmatch',
      skills: ['Kubernetes', 'Docker'],
      verified: false,
      description: 'Keeps clusters running.',
    });
    clock.advance(DAY);
    ids.Steady = await publishVariant(app, tokens, {
      surname: 'Steady',
      skills: ['Java'],
      description: 'Backend services.',
    });
    clock.advance(DAY);
    ids.Busy = await publishVariant(app, tokens, {
      surname: 'Busy',
      skills: ['Java'],
      reservations: [{ startPeriod: '2026-11-01', endPeriod: '2026-11-20' }],
    });
    clock.advance(DAY);
    ids.Tomorrow = await publishVariant(app, tokens, {
      surname: 'Tomorrow',
      skills: ['Java'],
      reservations: [{ startPeriod: '2026-11-03', endPeriod: '2026-11-30' }],
    });
    clock.advance(DAY);
    ids.Descmatch = await publishVariant(app, tokens, {
      surname: 'Descmatch',
      skills: ['Java'],
      description: 'Moved our services to Kubernetes last year.',
    });
    clock.set(new Date('2026-11-02T09:00:00Z'));
  });
  afterAll(() => app?.stop());

  it('puts verified, available, recently updated cards first by default, before an older unverified one', async () => {
    const page = await list();
    expect(namesOf(page.items)).toEqual(['Descmatch', 'Tomorrow', 'Steady', 'Busy', 'Skillmatch']);
    expect(page.items.map((i) => [i.verified, i.availableNow])).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [true, false],
      [false, true],
    ]);
    // The same order when asked for by name; the seeds' other sorts remain.
    expect(namesOf((await list({ sort: 'best' })).items)).toEqual(namesOf(page.items));
    expect(namesOf((await list({ sort: 'newest' })).items)).toEqual([
      'Descmatch',
      'Tomorrow',
      'Busy',
      'Steady',
      'Skillmatch',
    ]);
  });

  it('moves a card down the day its "not available" period starts, and up when it ends', async () => {
    clock.set(new Date('2026-11-03T09:00:00Z'));
    expect(namesOf((await list()).items)).toEqual(['Descmatch', 'Steady', 'Tomorrow', 'Busy', 'Skillmatch']);
    clock.set(new Date('2026-11-21T09:00:00Z'));
    expect(namesOf((await list()).items)).toEqual(['Descmatch', 'Busy', 'Steady', 'Tomorrow', 'Skillmatch']);
    clock.set(new Date('2026-11-02T09:00:00Z'));
    expect(namesOf((await list()).items)).toEqual(['Descmatch', 'Tomorrow', 'Steady', 'Busy', 'Skillmatch']);
  });

  it('moves a card up when it changes: hidden and published again, it is the most recently updated', async () => {
    clock.set(new Date('2026-11-02T10:00:00Z'));
    const hidden = await app.api.post(
      '/admin/api/specialist/hide',
      { specialistId: ids.Steady },
      { token: tokens.manager },
    );
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(namesOf((await list()).items)).toEqual(['Descmatch', 'Tomorrow', 'Busy', 'Skillmatch']);
    const back = await app.api.post(
      '/admin/api/specialist/publish',
      { specialistId: ids.Steady, review: { verified: true, hrReview: 'Checked again' } },
      { token: tokens.manager },
    );
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(namesOf((await list()).items)).toEqual(['Steady', 'Descmatch', 'Tomorrow', 'Busy', 'Skillmatch']);
  });

  it('finds every card a term matches, a match in the key skills before one only in the description', async () => {
    const found = await list({ filters: { search: 'kubernetes' } });
    expect(found.items.find((i) => i.id === ids.Skillmatch)?.keySkills).toContain('Kubernetes');
    // Skillmatch is unverified and the oldest, Descmatch verified and recent: relevance decides first.
    expect(namesOf(found.items)).toEqual(['Skillmatch', 'Descmatch']);
    expect(found.meta).toMatchObject({ total: 2, totalCapped: false });
    // Within a tier, the default order: the four Java developers (the one reserved today after the free ones), then
    // Skillmatch, whose projects only mention Java.
    expect(namesOf((await list({ filters: { search: 'java' } })).items)).toEqual([
      'Steady',
      'Descmatch',
      'Tomorrow',
      'Busy',
      'Skillmatch',
    ]);
    // Another sort keeps the matches and drops the relevance tiers.
    expect(namesOf((await list({ sort: 'newest', filters: { search: 'kubernetes' } })).items)).toEqual([
      'Descmatch',
      'Skillmatch',
    ]);
  });
});
