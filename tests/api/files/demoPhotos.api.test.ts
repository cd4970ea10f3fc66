import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSpecialists } from '../../../adapters/demo/demoSpecialists';
import { pngSize } from '../../../adapters/files/imageHeaders';
import { postgresIdentityStore } from '../../../adapters/postgres/identity/identityStore';
import { startTestApp, type TestApp } from '../../support/testApp';

/** The demo catalogue's cards have portraits, uploaded by the demo agency through the files use case. */
describe('demo specialist photos', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { SEED_DEMO_CARDS: 'true' } });
  });
  afterAll(() => app.stop());

  it('every demo card names a 256x256 PNG photo of the demo agency, varied, readable by anyone', async () => {
    const { rows } = await app.pool.query(`
      select c.photo_id, f.company_id = c.agency_id as same_agency, f.purpose, f.mime, f.sha256, u.email as uploader
        from specialist_cards c join files f on f.id::text = c.photo_id join users u on u.id = f.uploader_id`);
    const cards = (await app.pool.query('select count(*)::int as n from specialist_cards')).rows[0].n;
    expect(rows).toHaveLength(cards);
    expect(
      rows.every(
        (r) => r.same_agency && r.purpose === 'photo' && r.mime === 'image/png' && r.uploader === 'agency@demo.test',
      ),
    ).toBe(true);
    expect(new Set(rows.map((r) => r.sha256)).size).toBeGreaterThan(cards - 3);

    const served = await app.api.raw(`/api/files/${rows[0].photo_id}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await served.arrayBuffer()))).toEqual({ width: 256, height: 256 });
  });

  it('the card read model and the card page carry the photo id', async () => {
    const manager = await app.login('manager@demo.test');
    const list = await app.api.get('/admin/api/specialist/list-v2?count=5', { token: manager });
    expect(list.body.data.items.every((c: { photoId: string | null }) => typeof c.photoId === 'string')).toBe(true);
  });

  it('runs once: a second start uploads nothing', async () => {
    const before = (await app.pool.query('select count(*)::int as n from files')).rows[0].n;
    expect(
      await seedDemoSpecialists(
        app.pool,
        postgresIdentityStore(app.pool, app.boss),
        app.services.specialist,
        app.services.files,
      ),
    ).toBe(0);
    expect((await app.pool.query('select count(*)::int as n from files')).rows[0].n).toBe(before);
  });
});
