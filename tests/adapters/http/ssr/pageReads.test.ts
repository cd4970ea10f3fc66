import { describe, expect, it } from 'vitest';
import { servicesForOnePage } from '../../../../adapters/http/ssr/pageReads';
import type { AppServices } from '../../../../adapters/services';

/** The services of one rendered page: its meta and its render read the specialist's card, the article, once. */
describe("one page's reads", () => {
  const counting = () => {
    const calls: string[] = [];
    const read =
      (name: string) =>
      async (actor: unknown, input: unknown): Promise<string> => {
        calls.push(`${name} ${actor === null ? 'visitor' : 'user'} ${JSON.stringify(input)}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return `${name} answer`;
      };
    const services = {
      catalog: { info: read('info'), counts: () => read('counts')(null, undefined), list: read('list') },
      content: { getPublicArticle: read('article'), getInfoPage: read('infoPage') },
    } as unknown as AppServices;
    return { calls, services };
  };

  it("reads a visitor's card and article once, for the meta and the render asking at the same time", async () => {
    const { calls, services } = counting();
    const page = servicesForOnePage(services);
    const answers = await Promise.all([
      page.catalog.info(null, { id: 'a' }),
      page.catalog.info(null, { id: 'a' }),
      page.content.getPublicArticle(null, { slug: 's' }),
      page.content.getPublicArticle(null, { slug: 's' }),
      page.catalog.counts(),
      page.catalog.counts(),
    ]);
    expect(answers).toEqual([
      'info answer',
      'info answer',
      'article answer',
      'article answer',
      'counts answer',
      'counts answer',
    ]);
    expect(calls).toEqual(['info visitor {"id":"a"}', 'article visitor {"slug":"s"}', 'counts visitor undefined']);
  });

  it('reads another object, a signed-in actor and the next request afresh', async () => {
    const { calls, services } = counting();
    const page = servicesForOnePage(services);
    await page.catalog.info(null, { id: 'a' });
    await page.catalog.info(null, { id: 'b' });
    const user = { userId: 'u' } as never;
    await page.catalog.info(user, { id: 'a' });
    await servicesForOnePage(services).catalog.info(null, { id: 'a' });
    expect(calls).toEqual([
      'info visitor {"id":"a"}',
      'info visitor {"id":"b"}',
      'info user {"id":"a"}',
      'info visitor {"id":"a"}',
    ]);
  });

  it('leaves every other service as it is', () => {
    const { services } = counting();
    expect(servicesForOnePage(services).catalog.list).toBe(services.catalog.list);
  });
});
