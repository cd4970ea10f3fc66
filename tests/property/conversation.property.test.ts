import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversationDecider } from '../../domain/conversation/conversation.decide';
import { maskContacts, type MaskKind } from '../../domain/conversation/conversation.masking';
import {
  conversationSides,
  maskingApplies,
  participantSides,
  subjectTypes,
  takesPart,
} from '../../domain/conversation/conversation.subject';

const fillers = [
  'please',
  'the',
  'specialist',
  'knows',
  'Kafka',
  'and',
  'React',
  'team',
  'thanks',
  'Hello',
  'we',
  'start',
];
const sentence = fc.array(fc.constantFrom(...fillers), { minLength: 0, maxLength: 6 }).map((w) => w.join(' '));
const embedded = (part: fc.Arbitrary<string>) =>
  fc
    .tuple(sentence, part, sentence)
    .map(([a, p, b]) => ({ part: p, text: [a, p, b].filter((s) => s !== '').join(' ') }));

const digit = (from = 0) => fc.integer({ min: from, max: 9 }).map(String);
/** A group of 3 or 4 digits starting with 3-9 (no year, no date-like group). */
const group = fc
  .tuple(digit(3), fc.array(digit(), { minLength: 2, maxLength: 3 }))
  .map(([first, rest]) => first + rest.join(''));
const phone = fc.oneof(
  fc
    .tuple(
      fc.option(
        fc.integer({ min: 1, max: 99 }).map((c) => `+${c}`),
        { nil: undefined },
      ),
      fc.array(group, { minLength: 2, maxLength: 3 }),
      fc.constantFrom(' ', '-', '  ', ' - '),
      fc.boolean(),
    )
    .map(([code, groups, sep, brackets]) => {
      const [first, ...rest] = groups;
      const head = brackets ? `(${first})` : (first as string);
      return [code, [head, ...rest].join(sep)].filter(Boolean).join(' ');
    })
    .filter((p) => p.replace(/\D/g, '').length >= 7),
  // Spaced digits: "5 5 5 1 2 3 4 5 6 7".
  fc.array(digit(), { minLength: 7, maxLength: 12 }).map((d) => d.join(' ')),
  // Dotted with a group of four, as in the US.
  fc
    .tuple(group, group, fc.array(digit(), { minLength: 4, maxLength: 4 }))
    .map(([a, b, c]) => `${a}.${b}.${c.join('')}`),
);
const word = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), { minLength: min, maxLength: max }).map((l) => l.join(''));
const tld = fc.constantFrom('com', 'io', 'dev', 'org', 'net', 'me');
const email = fc.oneof(
  fc.tuple(word(2, 10), word(2, 10), tld).map(([l, d, t]) => `${l}@${d}.${t}`),
  fc.tuple(word(2, 10), word(2, 10), tld).map(([l, d, t]) => `${l} at ${d} dot ${t}`),
  fc.tuple(word(2, 10), word(2, 10), tld).map(([l, d, t]) => `${l} (at) ${d} (dot) ${t}`),
  fc.tuple(word(2, 10), word(2, 10), tld).map(([l, d, t]) => `${l}[at]${d}[dot]${t}`),
  fc.tuple(word(2, 10), word(2, 10), tld).map(([l, d, t]) => `${l} [at] ${d}.${t}`),
);
const messenger = fc.oneof(
  word(4, 15).map((n) => `@${n}`),
  word(4, 15).map((n) => `t.me/${n}`),
  word(4, 15).map((n) => `https://t.me/${n}`),
  fc.array(digit(), { minLength: 8, maxLength: 12 }).map((d) => `wa.me/${d.join('')}`),
);
const link = fc.oneof(
  fc.tuple(word(3, 12), tld).map(([n, t]) => `https://${n}.${t}/cv`),
  fc.tuple(word(3, 12), tld).map(([n, t]) => `www.${n}.${t}`),
  fc.tuple(word(3, 12), tld).map(([n, t]) => `${n}.${t}`),
  fc.tuple(word(3, 12), tld).map(([n, t]) => `${n} dot ${t}`),
);

const pad = (n: number) => String(n).padStart(2, '0');
const ordinary = fc.oneof(
  // Version numbers.
  fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 2, maxLength: 4 }).map((p) => p.join('.')),
  fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 3, maxLength: 3 }).map((p) => `v${p.join('.')}`),
  // Dates.
  fc
    .record({
      y: fc.integer({ min: 1990, max: 2099 }),
      m: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 28 }),
    })
    .chain(({ y, m, d }) =>
      fc.constantFrom(
        `${y}-${pad(m)}-${pad(d)}`,
        `${pad(d)}.${pad(m)}.${y}`,
        `${d}/${m}/${y}`,
        `${pad(d)}.${pad(m)}.${y} - ${pad(d)}.${pad(m)}.${y}`,
      ),
    ),
  fc.tuple(fc.integer({ min: 1990, max: 2030 }), fc.integer({ min: 1990, max: 2030 })).map(([a, b]) => `${a}-${b}`),
  // Prices.
  fc.integer({ min: 1, max: 99_999_999 }).map((n) => `$${n.toLocaleString('en-US')}`),
  fc.integer({ min: 1, max: 99_999_999 }).map((n) => `${n.toLocaleString('en-US').replace(/,/g, ' ')} EUR`),
  fc.integer({ min: 1, max: 9_999_999 }).map((n) => `€${n}`),
  fc.tuple(fc.integer({ min: 1, max: 9_999 }), fc.integer({ min: 1, max: 9_999 })).map(([a, b]) => `${a}-${b} USD`),
  // Hours.
  fc.integer({ min: 1, max: 99_999 }).map((n) => `${n} hours`),
  fc
    .tuple(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1000, max: 9999 }))
    .map(([a, b]) => `${a}-${b} hours`),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 }))
    .map(([a, b]) => `${pad(a)}:00-${pad(b)}:30`),
  // Frameworks that look like domains.
  fc.constantFrom('Node.js', 'Vue.js', 'ASP.NET', 'Next.js', 'look at Vue.js', 'worked at Booking'),
);

const masksAs = (kind: MaskKind, part: fc.Arbitrary<string>) =>
  fc.assert(
    fc.property(embedded(part), ({ part: contact, text }) => {
      const masked = maskContacts(text);
      expect(masked.kinds).toContain(kind);
      expect(masked.text).not.toContain(contact);
    }),
    { numRuns: 400 },
  );

describe('the contact masker', () => {
  it('masks phone numbers, spaced digits included, and leaves none of their digits in a row', () => {
    fc.assert(
      fc.property(embedded(phone), ({ part, text }) => {
        const masked = maskContacts(text);
        expect(masked.kinds).toEqual(['phone']);
        expect(masked.text.replace(/\D/g, '')).not.toContain(part.replace(/\D/g, ''));
      }),
      { numRuns: 500 },
    );
  });

  it('masks e-mail addresses, written out ("name at domain dot com") or bracketed', () => masksAs('email', email));
  it('masks messenger handles and links', () => masksAs('messenger', messenger));
  it('masks links to personal sites, bare or written out', () => masksAs('link', link));

  it('never masks version numbers, dates, prices, hours or framework names', () => {
    fc.assert(
      fc.property(fc.array(embedded(ordinary), { minLength: 1, maxLength: 3 }), (parts) => {
        const text = parts.map((p) => p.text).join('. ');
        expect(maskContacts(text)).toEqual({ text, kinds: [] });
      }),
      { numRuns: 1000 },
    );
  });

  it("a sentence's end splits numbers: two versions in a row are not a phone number (a counterexample the property found)", () => {
    expect(maskContacts('0.0. 10.100')).toEqual({ text: '0.0. 10.100', kinds: [] });
    expect(maskContacts('Moved from 1.2. 10.4.1 is next')).toEqual({
      text: 'Moved from 1.2. 10.4.1 is next',
      kinds: [],
    });
    expect(maskContacts('Call +44 20 7946 0958. Thanks').kinds).toEqual(['phone']);
  });

  it('leaves a link to an allowed host (the platform) and masks the others', () => {
    expect(
      maskContacts('see https://app.example.com/pa and https://mine.dev', { allowedHosts: ['app.example.com'] }),
    ).toEqual({
      text: 'see https://app.example.com/pa and [link hidden]',
      kinds: ['link'],
    });
  });

  it('is idempotent: a masked text masked again is the same', () => {
    const mixed = fc
      .array(fc.oneof(sentence, phone, email, messenger, link, ordinary, fc.string()), { maxLength: 8 })
      .map((p) => p.join(' '));
    fc.assert(
      fc.property(mixed, (text) => {
        const once = maskContacts(text).text;
        expect(maskContacts(once).text).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('stays fast on the longest message of one long word or many digits', () => {
    for (const text of [
      'a'.repeat(5_000),
      '1'.repeat(5_000),
      'a.'.repeat(2_500),
      '1 '.repeat(2_500),
      'x@'.repeat(2_500),
    ]) {
      const started = performance.now();
      maskContacts(text);
      expect(performance.now() - started).toBeLessThan(100);
    }
  });
});

describe('the participants of a thread', () => {
  const subjectType = fc.constantFrom(...subjectTypes);
  const side = fc.constantFrom(...conversationSides);

  it('always include the platform, and masking is symmetric, between the client and the agency only', () => {
    fc.assert(
      fc.property(subjectType, side, side, (type, a, b) => {
        expect(takesPart(type, 'platform')).toBe(true);
        expect(maskingApplies(type, a, b)).toBe(maskingApplies(type, b, a));
        const expected =
          takesPart(type, a) &&
          takesPart(type, b) &&
          new Set([a, b]).size === 2 &&
          [a, b].every((s) => s === 'client' || s === 'agency');
        expect(maskingApplies(type, a, b)).toBe(expected);
      }),
    );
  });

  it('a subject of one company (its contract, its personal manager) has neither client nor agency', () => {
    for (const type of ['contract', 'personalManager'] as const)
      expect(participantSides[type]).toEqual(['company', 'platform']);
  });

  it('a first message is accepted exactly from a side that takes part', () => {
    fc.assert(
      fc.property(subjectType, side, (type, from) => {
        const result = conversationDecider.decide(
          {
            action: 'send',
            threadId: 't',
            messageId: 'm',
            subject: { type, id: 's' },
            parties: { clientId: null, agencyId: null, companyId: null },
            text: 'Hello',
            fileIds: [],
            replyTo: null,
            allowedHosts: [],
            side: from,
            metadata: { actorId: 'u', actorRole: 'client', at: new Date(0) },
          },
          conversationDecider.initialState(),
        );
        expect(result.isOk()).toBe(takesPart(type, from));
      }),
    );
  });
});
