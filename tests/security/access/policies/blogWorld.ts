import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../support/testApp';
import type { AccessObject } from '../accessWorld';

const text = (words: string) => [{ type: 'paragraph', content: [{ type: 'text', text: words }] }];

/** The public calls name an article by its slug: the title's, `access-matrix-{state}-article`. */
export const articleSlugOf = (o: AccessObject): string => `access-matrix-${o.state}-article`;

/** The articles of the matrix: one the public reads, one hidden (inactive), one scheduled, and an id nobody uses. */
export const buildArticleObjects = async ({
  app,
  admin,
}: {
  readonly app: TestApp;
  readonly admin: string;
}): Promise<AccessObject[]> => {
  const create = async (title: string, extra: object) => {
    const response = await app.api.post(
      '/admin/api/blog/article/create',
      { title, content: text(`${title}: the text`), ...extra },
      { token: admin },
    );
    if (response.status !== 200) throw new Error(`article: ${response.status} ${JSON.stringify(response.body)}`);
    return { id: response.body.data.id as string };
  };
  const published = await create('Access matrix published article', {
    publishedAt: '2020-01-01T00:00:00Z',
    tags: ['Matrix'],
  });
  const hidden = await create('Access matrix hidden article', { publishedAt: '2020-01-01T00:00:00Z', isActive: false });
  const scheduled = await create('Access matrix scheduled article', { publishedAt: '2027-09-01T00:00:00Z' });
  return [
    {
      key: 'article.published',
      kind: 'article',
      id: published.id,
      company: 'platform',
      owner: null,
      state: 'published',
    },
    { key: 'article.hidden', kind: 'article', id: hidden.id, company: 'platform', owner: null, state: 'hidden' },
    {
      key: 'article.scheduled',
      kind: 'article',
      id: scheduled.id,
      company: 'platform',
      owner: null,
      state: 'scheduled',
    },
    { key: 'article.missing', kind: 'article', id: randomUUID(), company: null, owner: null, state: 'missing' },
  ];
};
