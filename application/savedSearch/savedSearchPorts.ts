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

/**
 * Where a search's reading of the freed days (`catalog_card_freed`) stands: the rows its last reading saw (the
 * database's snapshot of that reading), or, before its first reading, every row up to `position`. Opaque to the
 * application: only the matcher reads it, and the digest stores the one the matcher answered.
 */
export type FreedCursor = { readonly position: number; readonly snapshot: string | null };

/** The cards a reading of the freed days found, how many rows it read, and the cursor after them. */
export type FreedReading = {
  readonly matches: SearchMatch[];
  /** The freed rows read past the cursor, whatever their period: none, and the cursor need not move. */
  readonly rowsRead: number;
  readonly cursor: FreedCursor;
};

/** A saved search whose digest is due, with whom to tell and where its reading of freed days stands. */
export type DueSearch = SavedSearchRow & {
  readonly email: string;
  readonly unsubscribeToken: string;
  /** The freed days already read: those freed before it was saved, then those its digests read. */
  readonly freedSeen: FreedCursor;
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
   * Records the digest: the matches told, the moment, the freed days read (`freedSeen`), and the e-mail with its
   * delivery job, in one transaction; false (and nothing written) when another run sent this search's digest since
   * `lastDigestAt`.
   */
  readonly recordDigest: (
    search: SavedSearchRow,
    told: readonly string[],
    at: Date,
    mail: OutgoingMail,
    freedSeen: FreedCursor,
  ) => Promise<boolean>;
  /**
   * Moves the search's reading of the freed days to `freedSeen` when a run read some and had nothing to tell; nothing
   * when another run sent a digest since `lastDigestAt` (that digest's cursor stands).
   */
  readonly recordFreedRead: (search: SavedSearchRow, freedSeen: FreedCursor) => Promise<void>;
};

/** The catalogue's cards a search matches now. */
export type SearchMatcher = {
  /** Newest publication first, at most `limit`. */
  readonly matches: (filters: CatalogFilters, today: string, limit: number) => Promise<SearchMatch[]>;
  /**
   * The cards matching now that had days of the search's period freed past the cursor `after` (latest first, at most
   * `limit`, each `freed`), with the cursor past every freed row this reading saw; nothing read for a search without a
   * period, whose matches no booking changes.
   */
  readonly freedSince: (
    filters: CatalogFilters,
    today: string,
    after: FreedCursor,
    limit: number,
  ) => Promise<FreedReading>;
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
