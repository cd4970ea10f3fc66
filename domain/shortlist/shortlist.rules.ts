/** The limits of a client's shortlists: the schemas give the same ones as field errors. */
export const SHORTLIST_NAME_MAX = 100;
export const SHORTLIST_COMMENT_MAX = 2000;
export const SHORTLISTS_PER_CLIENT_MAX = 50;
export const ENTRIES_PER_LIST_MAX = 100;
/** The comparison shows up to this many entries side by side. */
export const COMPARE_MAX = 4;
/** 'Book the top N' books at most this many at once. */
export const BOOK_TOP_MAX = 10;

/** Names compare without case and surrounding spaces: 'Backend' and ' backend ' are one list. */
export const sameListName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
