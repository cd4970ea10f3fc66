import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, isPublicIPv4, isPublicIPv6 } from '../../adapters/http/addressPolicy';
import { articleStatusOf, isArticleVisible, isSlug, slugOf } from '../../domain/content/articles';

const byte = fc.integer({ min: 0, max: 255 });
const v4 = (
  a: fc.Arbitrary<number>,
  b: fc.Arbitrary<number> = byte,
  c: fc.Arbitrary<number> = byte,
  d: fc.Arbitrary<number> = byte,
) => fc.tuple(a, b, c, d).map((parts) => parts.join('.'));
const hex = (min = 0, max = 0xffff) => fc.integer({ min, max }).map((n) => n.toString(16));
const v6 = (first: fc.Arbitrary<string>) =>
  fc.tuple(first, fc.array(hex(), { minLength: 7, maxLength: 7 })).map(([head, rest]) => [head, ...rest].join(':'));

/** Addresses the fetcher must never reach, by family and range. */
const privateV4 = fc.oneof(
  v4(fc.constant(10)),
  v4(fc.constant(127)),
  v4(fc.constant(0)),
  v4(fc.constant(169), fc.constant(254)),
  v4(fc.constant(172), fc.integer({ min: 16, max: 31 })),
  v4(fc.constant(192), fc.constant(168)),
  v4(fc.constant(100), fc.integer({ min: 64, max: 127 })),
  v4(fc.integer({ min: 224, max: 255 })),
);
const privateV6 = fc.oneof(
  fc.constantFrom('::', '::1', '[::1]', '0:0:0:0:0:0:0:1'),
  v6(hex(0xfc00, 0xfdff)), // unique-local
  v6(hex(0xfe80, 0xfebf)), // link-local
  v6(hex(0xff00, 0xffff)), // multicast
  privateV4.map((a) => `::ffff:${a}`), // IPv4-mapped
  privateV4.map((a) => {
    const [p, q, r, s] = a.split('.').map(Number) as [number, number, number, number];
    return `::ffff:${((p << 8) | q).toString(16)}:${((r << 8) | s).toString(16)}`;
  }),
  privateV4.map((a) => `64:ff9b::${a}`), // NAT64 of a private address
);

describe('the address check of upload by URL', () => {
  it('refuses every private, loopback, link-local, unique-local, CGNAT, multicast and unspecified address', () => {
    fc.assert(
      fc.property(fc.oneof(privateV4, privateV6), (address) => !isPublicAddress(address)),
      { numRuns: 2000 },
    );
  });

  it('accepts public unicast addresses of both families', () => {
    const publicV4 = v4(fc.integer({ min: 1, max: 223 })).filter(
      (a) =>
        !/^(10|127|0)\./.test(a) &&
        !/^169\.254\./.test(a) &&
        !/^172\.(1[6-9]|2\d|3[01])\./.test(a) &&
        !/^192\.168\./.test(a) &&
        !/^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./.test(a) &&
        !/^(192\.0\.[02]|192\.88\.99|198\.1[89]|198\.51\.100|203\.0\.113)\./.test(a),
    );
    fc.assert(
      fc.property(publicV4, (address) => isPublicIPv4(address)),
      { numRuns: 1000 },
    );
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses anything that is not an address (names, garbage, zones)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (text) => !isPublicAddress(text) || /^[\d.]+$/.test(text) || /^[0-9a-f:.[\]]+$/i.test(text),
      ),
    );
    for (const text of ['localhost', 'example.com', '1.2.3', '256.1.1.1', '01.1.1.1', 'fe80::1%eth0', '1::2::3', ''])
      expect(isPublicAddress(text), text).toBe(false);
    expect(isPublicIPv6('2001:db8::1')).toBe(false);
  });
});

describe('articles', () => {
  it('a slug made from any title is a valid slug or empty, and making it again changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (title) => {
        const slug = slugOf(title);
        return (slug === '' || isSlug(slug)) && slugOf(slug) === slug;
      }),
      { numRuns: 2000 },
    );
  });

  it('is visible exactly when active and published at or before now, and the status says so', () => {
    const moment = fc.integer({ min: 0, max: 4_000_000_000_000 }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(fc.boolean(), fc.option(moment), moment, (isActive, publishedAt, now) => {
        const visible = isArticleVisible({ isActive, publishedAt }, now);
        const expected = isActive && publishedAt !== null && publishedAt.getTime() <= now.getTime();
        return visible === expected && (articleStatusOf({ isActive, publishedAt }, now) === 'published') === expected;
      }),
    );
  });
});
