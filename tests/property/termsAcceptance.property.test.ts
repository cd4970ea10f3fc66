import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeVersion,
  mustAcceptTerms,
  statusOf,
  termsAcceptanceDecider,
  type TermsAcceptanceEvent,
} from '../../domain/content/terms';

/** Versions at distinct moments, a user's acceptance attempts at moments, and a moment to ask at. */
const scenario = fc
  .record({
    offsets: fc.uniqueArray(fc.integer({ min: 0, max: 1_000 }), { minLength: 0, maxLength: 6 }),
    attempts: fc.array(
      fc.record({ version: fc.nat(10), hour: fc.integer({ min: 0, max: 1_100 }), emulated: fc.boolean() }),
      { maxLength: 12 },
    ),
    askAt: fc.integer({ min: 0, max: 1_100 }),
  })
  .map(({ offsets, attempts, askAt }) => ({
    versions: offsets.map((h, i) => ({ id: `v${i}`, effectiveFrom: new Date(Date.UTC(2026, 0, 1) + h * 3_600_000) })),
    attempts: [...attempts].sort((a, b) => a.hour - b.hour),
    askAt: new Date(Date.UTC(2026, 0, 1) + askAt * 3_600_000),
  }));

describe('terms acceptance, for any versions and any acceptance attempts', () => {
  it('asks the user exactly when the version in force is one they have not accepted', () => {
    fc.assert(
      fc.property(scenario, ({ versions, attempts, askAt }) => {
        let state = termsAcceptanceDecider.initialState();
        const acceptedIds = new Set<string>();
        for (const attempt of attempts) {
          const version = versions[attempt.version % Math.max(versions.length, 1)];
          if (!version) continue;
          const when = new Date(Date.UTC(2026, 0, 1) + attempt.hour * 3_600_000);
          const decided = termsAcceptanceDecider.decide(
            {
              type: 'AcceptTerms',
              userId: 'u',
              versionId: version.id,
              versionStatus: statusOf(version, versions, when),
              address: 'a',
              userAgent: '',
              channel: 'modal',
              actorId: 'u',
              actorRole: 'client',
              emulatedBy: attempt.emulated ? 'm' : null,
              at: when,
            },
            state,
          );
          if (decided.isOk()) {
            // Stored events come back as JSON (dates as strings): fold them as the store hands them back.
            const stored = JSON.parse(JSON.stringify(decided.value)) as TermsAcceptanceEvent[];
            state = stored.reduce(termsAcceptanceDecider.evolve, state);
            stored.forEach((e) => acceptedIds.add(e.data.versionId));
          }
          // Only the user's own, not-superseded acceptances are facts.
          if (attempt.emulated || statusOf(version, versions, when) === 'past')
            expect(decided.isOk() && decided.value.length > 0).toBe(false);
        }
        // The oracle: the latest version at or before the moment, by a plain scan.
        const inForce = versions
          .filter((v) => v.effectiveFrom <= askAt)
          .reduce<(typeof versions)[number] | null>(
            (best, v) => (!best || v.effectiveFrom > best.effectiveFrom ? v : best),
            null,
          );
        expect(activeVersion(versions, askAt)?.id ?? null).toBe(inForce?.id ?? null);
        expect(mustAcceptTerms(activeVersion(versions, askAt), state)).toBe(
          inForce !== null && !acceptedIds.has(inForce.id),
        );
      }),
      { numRuns: 1000 },
    );
  });
});
