import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../support/testApp';
import type { AccessObject } from '../accessWorld';

const terms = (text: string) => [{ type: 'paragraph', content: [{ type: 'text', text }] }];

/** A moment far enough ahead of the matrix's clock, distinct per call, for versions created and edited during it. */
export const futureMoment = (): string =>
  new Date(Date.UTC(2027, 6, 1) + Math.floor(Math.random() * 300 * 24 * 60) * 60_000).toISOString();

/** The terms versions of the matrix: one in force, one scheduled, and an id nobody uses. */
export const buildTermsObjects = async ({
  app,
  admin,
}: {
  readonly app: TestApp;
  readonly admin: string;
}): Promise<AccessObject[]> => {
  const create = async (body: object) => {
    const response = await app.api.post('/admin/api/legal-document/terms-and-conditions/create', body, {
      token: admin,
    });
    if (response.status !== 200) throw new Error(`terms version: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.id as string;
  };
  const active = await create({ content: terms('Terms in force for the access matrix') });
  const upcoming = await create({
    content: terms('Scheduled terms for the access matrix'),
    effectiveFrom: '2027-06-01T00:00:00Z',
  });
  return [
    { key: 'termsVersion.active', kind: 'termsVersion', id: active, company: 'platform', owner: null, state: 'active' },
    {
      key: 'termsVersion.upcoming',
      kind: 'termsVersion',
      id: upcoming,
      company: 'platform',
      owner: null,
      state: 'upcoming',
    },
    {
      key: 'termsVersion.missing',
      kind: 'termsVersion',
      id: randomUUID(),
      company: null,
      owner: null,
      state: 'missing',
    },
  ];
};
