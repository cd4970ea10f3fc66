import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedSolution, solutionPayload } from '../../support/solutionFixtures';
import { cardPayload } from '../../support/specialistPayloads';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * Moderation cannot be bypassed after approval: an agency's edit of a published card or solution keeps it published
 * but not verified, and the manager's lists show it as changed since verification until a manager looks again.
 */
describe('an agency edit of a published item over REST', () => {
  let app: TestApp;
  let agency: string;
  let manager: string;
  beforeAll(async () => {
    app = await startTestApp();
    agency = await app.login('agency@demo.test');
    manager = await app.login('manager@demo.test');
  });
  afterAll(() => app.stop());

  const changedIds = async (path: string) => {
    const list = await app.api.get(`${path}?changedSinceVerification=true&count=100`, { token: manager });
    expect(list.status).toBe(200);
    return (list.body.data.items as { id: string; changedSinceVerification: boolean }[]).map((row) => {
      expect(row.changedSinceVerification).toBe(true);
      return row.id;
    });
  };

  it("clears a card's 'verified' mark, keeps its review marked as for an earlier version, until a manager reviews it again", async () => {
    const content = await cardPayload(app.pool, { surname: 'Verifiedova' });
    const id = (await app.api.post('/api/specialist/send-to-publish', { content }, { token: agency })).body.data
      .specialistId as string;
    const review = { verified: true, hrReview: 'Interviewed: strong payments background.' };
    expect(
      (await app.api.post('/admin/api/specialist/publish', { specialistId: id, review }, { token: manager })).status,
    ).toBe(200);
    const untouched = (
      await app.api.post(
        '/api/specialist/send-to-publish',
        { content: await cardPayload(app.pool, { surname: 'Untouched' }) },
        { token: agency },
      )
    ).body.data.specialistId;
    await app.api.post('/admin/api/specialist/publish', { specialistId: untouched, review }, { token: manager });
    expect((await app.api.get(`/api/specialist-catalog/info/${id}`)).body.data.verified).toBe(true);
    expect(await changedIds('/admin/api/specialist/list-v2')).not.toContain(id);

    const edited = await app.api.post(
      '/api/specialist/send-to-publish',
      { specialistId: id, content: { ...content, workingConditions: { ...content.workingConditions, hourPrice: 90 } } },
      { token: agency },
    );
    expect(edited.body.data).toMatchObject({ status: 'published', version: 3 });

    const info = await app.api.get(`/admin/api/specialist/info/${id}`, { token: manager });
    expect(info.body.data).toMatchObject({
      status: 'published',
      verified: false,
      changedSinceVerification: true,
      review: { verified: false, hrReview: review.hrReview, forEarlierVersion: true },
    });
    expect(info.body.data.verifiedAt).not.toBeNull();
    expect((await app.api.get(`/api/specialist-catalog/info/${id}`)).body.data.verified).toBe(false);
    const changed = await changedIds('/admin/api/specialist/list-v2');
    expect(changed).toContain(id);
    expect(changed).not.toContain(untouched);
    const everyCard = await app.api.get('/admin/api/specialist/list-v2?changedSinceVerification=false&count=100', {
      token: manager,
    });
    expect(everyCard.body.data.items.map((row: { id: string }) => row.id)).not.toContain(id);

    const saved = await app.api.post(
      '/admin/api/specialist/save',
      {
        specialistId: id,
        content: { ...content, workingConditions: { ...content.workingConditions, hourPrice: 90 } },
        review,
      },
      { token: manager },
    );
    expect(saved.status).toBe(200);
    const again = await app.api.get(`/admin/api/specialist/info/${id}`, { token: manager });
    expect(again.body.data).toMatchObject({
      verified: true,
      changedSinceVerification: false,
      review: { verified: true, forEarlierVersion: false },
    });
    expect((await app.api.get(`/api/specialist-catalog/info/${id}`)).body.data.verified).toBe(true);
    expect(await changedIds('/admin/api/specialist/list-v2')).not.toContain(id);
  });

  it('shows a solution edited in the catalogue as changed since its last publication by a manager, until a manager saves it', async () => {
    const id = await publishedSolution(app, agency, manager, { title: 'TrustDesk' });
    expect(await changedIds('/admin/api/solution/list')).not.toContain(id);

    const edited = await app.api.post(
      '/api/solution/send-to-publish',
      { solutionId: id, content: await solutionPayload(app, agency, { title: 'TrustDesk Pro' }) },
      { token: agency },
    );
    expect(edited.body.data.status).toBe('published');
    expect(await changedIds('/admin/api/solution/list')).toContain(id);
    const info = await app.api.get(`/admin/api/solution/info/${id}`, { token: manager });
    expect(info.body.data).toMatchObject({
      status: 'published',
      title: 'TrustDesk Pro',
      changedSinceVerification: true,
    });

    const saved = await app.api.post(
      '/admin/api/solution/save',
      { solutionId: id, content: info.body.data.content },
      { token: manager },
    );
    expect(saved.status).toBe(200);
    expect(await changedIds('/admin/api/solution/list')).not.toContain(id);
    expect(
      (await app.api.get(`/admin/api/solution/info/${id}`, { token: manager })).body.data.changedSinceVerification,
    ).toBe(false);
  });
});
