import {
  DIGEST_INTERVAL_MS,
  MATCH_WINDOW,
  freedReadingDone,
  newMatches,
} from '../../../domain/savedSearch/savedSearch';
import { digestMail } from '../mails';
import type { SavedSearchDeps } from '../savedSearchPorts';
import { CatalogueQuery } from '../schemas';

/**
 * The digest job: each saved search with alerts on whose last digest is a day old or more gets one e-mail naming the
 * specialists it matches now and was never told about: newly free over its period (a booking released since it was
 * saved), then newly published; nothing new, no e-mail (and the day's slot stays open). Answers how many digests went.
 */
export const sendDigests = (deps: SavedSearchDeps) => async (): Promise<{ digests: number }> => {
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  let digests = 0;
  for (const search of await deps.store.dueBefore(new Date(now.getTime() - DIGEST_INTERVAL_MS))) {
    // Saved through the same schema, so it reads back; a filter the catalogue has since dropped sends nothing.
    const query = CatalogueQuery.safeParse(search.query);
    if (!query.success) continue;
    const freed = await deps.matcher.freedSince(query.data.filters, today, search.freedSeen, MATCH_WINDOW);
    const matches = [...freed.matches, ...(await deps.matcher.matches(query.data.filters, today, MATCH_WINDOW))];
    const told = await deps.store.toldOf(
      search.id,
      matches.map((m) => m.id),
    );
    const fresh = newMatches(matches, told);
    // The freed days read are seen once every card they freed is told: the next digest reads only later releases.
    const freedSeen =
      freed.rowsRead > 0 && freedReadingDone(freed.matches, told, fresh) ? freed.cursor : search.freedSeen;
    if (fresh.length === 0) {
      if (freedSeen !== search.freedSeen) await deps.store.recordFreedRead(search, freedSeen);
      continue;
    }
    const mail = digestMail(search.email, search, fresh, search.unsubscribeToken, deps.appUrl);
    if (
      await deps.store.recordDigest(
        search,
        fresh.map((m) => m.id),
        now,
        mail,
        freedSeen,
      )
    )
      digests += 1;
  }
  return { digests };
};
