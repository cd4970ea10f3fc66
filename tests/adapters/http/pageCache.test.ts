import { describe, expect, it } from 'vitest';
import { pageAddressOf, pageCache, PAGE_MAX_AGE_MS } from '../../../adapters/http/pageCache';
import { segmentedCache } from '../../../adapters/http/segmentedCache';

describe('a cache a crawler cannot empty', () => {
  const sized = (maxBytes: number) => segmentedCache<string>({ maxBytes, sizeOf: (value) => value.length });

  it('keeps the pages read twice while 10,000 pages are read once each', () => {
    const cache = sized(100_000);
    const hot = Array.from({ length: 20 }, (_, i) => `/specialist/hot-${i}`);
    for (const key of hot) cache.set(key, 'x'.repeat(1_000));
    for (const key of hot) expect(cache.get(key)).toBeDefined();
    for (let i = 0; i < 10_000; i++) cache.set(`/specialist/crawled-${i}`, 'y'.repeat(1_000));
    for (const key of hot) expect(cache.get(key)).toBe('x'.repeat(1_000));
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000);
  });

  it('forgets the least recent pages first and never holds more than its bytes', () => {
    const cache = sized(10_000);
    for (let i = 0; i < 100; i++) {
      cache.set(`k${i}`, 'z'.repeat(500));
      if (i % 3 === 0) cache.get(`k${i}`);
      expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    }
    expect(cache.get('k99')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
  });

  it('does not keep an entry larger than its probation segment', () => {
    const cache = sized(10_000);
    cache.set('huge', 'h'.repeat(5_000));
    expect(cache.get('huge')).toBeUndefined();
  });
});

describe('the address a page is kept under', () => {
  it('drops tracking parameters and keeps the ones the page reads, in their order', () => {
    expect(pageAddressOf('/staff?grade=senior&utm_source=x&skills=java&fbclid=1')).toBe(
      '/staff?grade=senior&skills=java',
    );
    expect(pageAddressOf('/staff?utm_campaign=a')).toBe('/staff');
    expect(pageAddressOf('/blog')).toBe('/blog');
  });

  it('serves a kept page only under the versions it was made from, and for at most a minute', () => {
    let now = 0;
    const pages = pageCache(null as never, { now: () => now });
    const key = pages.keyOf('/staff', 'wide');
    pages.store(key, { html: '<p>kept</p>', status: 200, etag: 'W/"p-1"', rendered: true, versions: '1.1' });
    expect(pages.lookup(key, '1.1')?.html).toBe('<p>kept</p>');
    expect(pages.lookup(key, '2.1')).toBeNull();
    expect(pages.lookup(key, '1.1')).toBeNull();
    pages.store(key, { html: '<p>kept</p>', status: 200, etag: 'W/"p-1"', rendered: true, versions: '1.1' });
    now = PAGE_MAX_AGE_MS;
    expect(pages.lookup(key, '1.1')).toBeNull();
  });
});
