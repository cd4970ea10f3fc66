/**
 * Saved catalogue searches and their daily digest (issue 35). A user saves any catalogue address (filters, text,
 * period); when specialists it did not match before match it now (newly published, or newly free over its period),
 * the user gets one digest e-mail a day at most, listing them, with a one-click unsubscribe (RFC 8058).
 */

/** A digest goes at most once a day per saved search. */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A digest lists at most this many new specialists (the newest first); the rest wait for the next one. */
export const DIGEST_MAX_ITEMS = 20;
/** How many of a search's matches, newest first, are compared with what was told: the window of 'new'. */
export const MATCH_WINDOW = 100;
/** A user keeps at most this many saved searches. */
export const SAVED_SEARCHES_PER_USER = 20;

/** Whether a digest may go now: never one sent yet, or the last a day ago or more. */
export const digestDue = (lastDigestAt: Date | null, now: Date): boolean =>
  lastDigestAt === null || now.getTime() - lastDigestAt.getTime() >= DIGEST_INTERVAL_MS;

/**
 * What a digest tells: the matches the search was never told about, each once, in the order given (the job gives the
 * cards newly free over the search's period first, then the newest publications), at most `DIGEST_MAX_ITEMS`. Every
 * match at the moment of saving counts as told, so only what changed later is new, and a card told once is never told
 * again by that search, whether it came back as published or as free.
 */
export const newMatches = <Match extends { readonly id: string }>(
  matches: readonly Match[],
  told: ReadonlySet<string>,
): Match[] => {
  const seen = new Set<string>();
  const fresh: Match[] = [];
  for (const match of matches) {
    if (told.has(match.id) || seen.has(match.id)) continue;
    seen.add(match.id);
    fresh.push(match);
  }
  return fresh.slice(0, DIGEST_MAX_ITEMS);
};

/**
 * Whether a digest may count the freed days it read as seen, so that the next one reads only later releases: when it
 * read fewer than `MATCH_WINDOW` newly free cards (none left unread) and each is told, by this digest (`named`) or an
 * earlier one. Otherwise the next digest reads them again, and those past `DIGEST_MAX_ITEMS` go in it.
 */
export const freedReadingDone = (
  freed: readonly { readonly id: string }[],
  told: ReadonlySet<string>,
  named: readonly { readonly id: string }[],
): boolean => {
  const now = new Set(named.map((match) => match.id));
  return freed.length < MATCH_WINDOW && freed.every((match) => told.has(match.id) || now.has(match.id));
};

/** What a saved search is called when the user names nothing: the search text, else a count of its filters. */
export const defaultTitle = (search: string | undefined, filterCount: number): string => {
  const text = search?.trim();
  if (text) return `“${text.slice(0, 80)}”`;
  if (filterCount === 0) return 'All specialists';
  return `Specialists, ${filterCount} ${filterCount === 1 ? 'filter' : 'filters'}`;
};
