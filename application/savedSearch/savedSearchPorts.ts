import type { CatalogFilters } from '../catalog/schemas';
import type { Clock } from '../ports/clock';
import type { OutgoingMail } from '../ports/mail';

/** One saved search as its table keeps it. */
export type SavedSearchRow = {
  readonly id: string;
  readonly userId: string;
  readonly title: string;
  readonly query: string;
  readonly createdAt: Date;
  readonly lastDigestAt: Date | null;
  readonly unsubscribedAt: Date | null;
};

/**
 * A specialist a saved search matches, as its digest names it; `freed` when it is new to the search because days of
 * the search's period became free (a booking released, a 'not available' period taken back), not by its publication.
 */
export type SearchMatch = {
  readonly id: string;
  readonly name: string;
  readonly specialization: string;
  readonly freed?: boolean;
};

/** A saved search whose digest is due, with whom to tell and where its reading of freed days stands. */
export type DueSearch = SavedSearchRow & {
  readonly email: string;
  readonly unsubscribeToken: string;
  /** The last position of the freed days (`catalog_card_freed`) that counts as seen: freed before it was saved. */
  readonly freedSeen: number;
};

export type SavedSearchStore = {
  readonly listOf: (userId: string) => Promise<SavedSearchRow[]>;
  readonly countOf: (userId: string) => Promise<number>;
  readonly find: (id: string) => Promise<SavedSearchRow | null>;
  readonly findByToken: (token: string) => Promise<SavedSearchRow | null>;
  /** Saves the search with its unsubscribe token, and every current match (`told`) as already told, in one transaction. */
  readonly create: (
    row: SavedSearchRow & { readonly unsubscribeToken: string },
    told: readonly string[],
  ) => Promise<void>;
  readonly delete: (id: string) => Promise<void>;
  readonly unsubscribe: (id: string, at: Date) => Promise<void>;
  /** The saved searches with alerts on whose last digest is older than `before` (or that never had one). */
  readonly dueBefore: (before: Date) => Promise<DueSearch[]>;
  readonly toldOf: (id: string, among: readonly string[]) => Promise<ReadonlySet<string>>;
  /**
   * Records the digest: the matches told, the moment, and the e-mail with its delivery job, in one transaction; false
   * (and nothing written) when another run sent this search's digest since `lastDigestAt`.
   */
  readonly recordDigest: (
    search: SavedSearchRow,
    told: readonly string[],
    at: Date,
    mail: OutgoingMail,
  ) => Promise<boolean>;
};

/** The catalogue's cards a search matches now. */
export type SearchMatcher = {
  /** Newest publication first, at most `limit`. */
  readonly matches: (filters: CatalogFilters, today: string, limit: number) => Promise<SearchMatch[]>;
  /**
   * The cards matching now that had days of the search's period freed after position `after` (latest first, at most
   * `limit`, each `freed`); none for a search without a period, whose matches no booking changes.
   */
  readonly freedSince: (filters: CatalogFilters, today: string, after: number, limit: number) => Promise<SearchMatch[]>;
};

export type SavedSearchDeps = {
  readonly store: SavedSearchStore;
  readonly matcher: SearchMatcher;
  readonly clock: Clock;
  readonly newId: () => string;
  /** A random URL-safe token for the unsubscribe link. */
  readonly newToken: () => string;
  readonly appUrl: string;
};
