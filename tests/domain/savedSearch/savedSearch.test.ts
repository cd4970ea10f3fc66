import { describe, expect, it } from 'vitest';
import {
  DIGEST_INTERVAL_MS,
  DIGEST_MAX_ITEMS,
  defaultTitle,
  MATCH_WINDOW,
  digestDue,
  freedReadingDone,
  newMatches,
} from '../../../domain/savedSearch/savedSearch';

describe('saved searches', () => {
  const now = new Date('2027-01-10T09:00:00Z');

  it('a digest goes at most once a day', () => {
    expect(digestDue(null, now)).toBe(true);
    expect(digestDue(new Date(now.getTime() - DIGEST_INTERVAL_MS + 1), now)).toBe(false);
    expect(digestDue(new Date(now.getTime() - DIGEST_INTERVAL_MS), now)).toBe(true);
  });

  it('a digest names only the matches never told, in the catalogue order, at most the limit', () => {
    const matches = Array.from({ length: DIGEST_MAX_ITEMS + 5 }, (_, i) => ({ id: `card-${i}` }));
    expect(newMatches(matches.slice(0, 3), new Set(['card-1']))).toEqual([{ id: 'card-0' }, { id: 'card-2' }]);
    expect(newMatches(matches, new Set())).toHaveLength(DIGEST_MAX_ITEMS);
    expect(newMatches(matches.slice(0, 2), new Set(['card-0', 'card-1']))).toEqual([]);
  });

  it('a card new to a search both as freed and as published is named once, where it first comes', () => {
    const freed = [{ id: 'card-2', freed: true }];
    const published = [{ id: 'card-1' }, { id: 'card-2' }];
    expect(newMatches([...freed, ...published], new Set())).toEqual([{ id: 'card-2', freed: true }, { id: 'card-1' }]);
    expect(newMatches([...freed, ...published], new Set(['card-2']))).toEqual([{ id: 'card-1' }]);
  });

  it('the freed days read count as seen only when every card they freed is told, now or before, and none was left unread', () => {
    const freed = Array.from({ length: DIGEST_MAX_ITEMS + 2 }, (_, i) => ({ id: `freed-${i}` }));
    const told = new Set(['freed-0', 'freed-1']);
    const named = newMatches(freed, told);
    expect(freedReadingDone(freed, told, named)).toBe(true);
    // Past the digest's 20, the next digest reads them again and names them.
    expect(freedReadingDone([...freed, { id: 'freed-late' }], told, named)).toBe(false);
    // A reading cut at the window may have left releases unread.
    const full = Array.from({ length: MATCH_WINDOW }, (_, i) => ({ id: `freed-${i}` }));
    expect(freedReadingDone(full, new Set(full.map((m) => m.id)), [])).toBe(false);
    expect(freedReadingDone([], new Set(), [])).toBe(true);
  });

  it('an unnamed search is called by its text, else by its filters', () => {
    expect(defaultTitle(' java ', 2)).toBe('“java”');
    expect(defaultTitle(undefined, 0)).toBe('All specialists');
    expect(defaultTitle('', 1)).toBe('Specialists, 1 filter');
    expect(defaultTitle(undefined, 3)).toBe('Specialists, 3 filters');
  });
});
