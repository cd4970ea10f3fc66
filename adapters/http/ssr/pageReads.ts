import type { AppServices } from '../../services';

/**
 * The services one server-rendered page is made with: its meta (publicMeta.ts) and its render (the page's tRPC
 * queries, in-process) ask for the same object, the specialist's card or the article, and the page's counts. Within
 * one request those visitor reads are made once and shared, whichever asks first; the other waits for the same
 * answer. Made afresh for every request, so nothing read for one page is seen by another, and only reads of a visitor
 * who is not signed in (`actor` null) are shared: the server renders nothing else.
 */
export const servicesForOnePage = (services: AppServices): AppServices => {
  const reads = new Map<string, Promise<unknown>>();
  const shared = <R>(key: string, read: () => Promise<R>): Promise<R> => {
    const known = reads.get(key) as Promise<R> | undefined;
    if (known) return known;
    const answer = read();
    reads.set(key, answer);
    return answer;
  };
  /** A read by actor and input: shared when the actor is a visitor. */
  const once =
    <A, I, R>(name: string, read: (actor: A, input: I) => Promise<R>) =>
    (actor: A, input: I): Promise<R> =>
      actor === null
        ? shared(`${name} ${JSON.stringify(input ?? null)}`, () => read(actor, input))
        : read(actor, input);
  const { counts } = services.catalog;
  return {
    ...services,
    catalog: {
      ...services.catalog,
      info: once('catalog.info', services.catalog.info),
      // The same for every visitor: no actor, no input.
      counts: () => shared('catalog.counts', counts),
    },
    content: {
      ...services.content,
      getPublicArticle: once('content.getPublicArticle', services.content.getPublicArticle),
      getInfoPage: once('content.getInfoPage', services.content.getInfoPage),
    },
  };
};
