import { describe, expect, it } from 'vitest';
import {
  activeVersion,
  checkEffectiveFrom,
  isEditable,
  mustAcceptTerms,
  nextVersionAfter,
  statusOf,
  termsAcceptanceDecider,
  type AcceptTerms,
  type TermsAccepted,
} from '../../../domain/content/terms';
import { deciderSpecification } from '../../support/deciderSpecification';

const at = (iso: string) => new Date(iso);
const v1 = { id: 'v1', effectiveFrom: at('2026-01-01T00:00:00Z') };
const v2 = { id: 'v2', effectiveFrom: at('2026-06-01T00:00:00Z') };
const v3 = { id: 'v3', effectiveFrom: at('2026-12-01T00:00:00Z') };
const versions = [v3, v1, v2];
const now = at('2026-07-01T12:00:00Z');

const accept = (overrides: Partial<AcceptTerms> = {}): AcceptTerms => ({
  type: 'AcceptTerms',
  userId: 'u1',
  versionId: 'v2',
  versionStatus: 'active',
  address: '203.0.113.5',
  userAgent: 'Firefox',
  channel: 'modal',
  actorId: 'u1',
  actorRole: 'client',
  emulatedBy: null,
  at: now,
  ...overrides,
});
const accepted = (versionId: string): TermsAccepted => ({
  type: 'TermsAccepted',
  data: { userId: 'u1', versionId, address: '203.0.113.5', userAgent: 'Firefox', channel: 'modal' },
  metadata: { actorId: 'u1', actorRole: 'client', at: now },
});
const spec = deciderSpecification(termsAcceptanceDecider);

describe('terms versions in time', () => {
  it('the version in force is the latest that has taken effect; the next is the first scheduled after a moment', () => {
    expect(activeVersion(versions, now)?.id).toBe('v2');
    expect(activeVersion(versions, at('2025-12-31T23:59:59Z'))).toBeNull();
    expect(activeVersion(versions, v3.effectiveFrom)?.id).toBe('v3');
    expect(nextVersionAfter(versions, v2.effectiveFrom)?.id).toBe('v3');
    expect(nextVersionAfter(versions, v3.effectiveFrom)).toBeNull();
    expect(versions.map((v) => statusOf(v, versions, now))).toEqual(['upcoming', 'past', 'active']);
  });

  it('a version can be edited only until it takes effect', () => {
    expect(isEditable(v3, now)).toBe(true);
    expect(isEditable(v2, now)).toBe(false);
    expect(isEditable(v3, v3.effectiveFrom)).toBe(false);
  });

  it('a new effective moment is not in the past, not beyond two years and not taken', () => {
    expect(checkEffectiveFrom(now, now, versions).isOk()).toBe(true);
    expect(checkEffectiveFrom(at('2026-07-01T11:00:00Z'), now, versions)._unsafeUnwrapErr().code).toBe(
      'terms.effective_in_past',
    );
    expect(checkEffectiveFrom(at('2029-01-01T00:00:00Z'), now, versions)._unsafeUnwrapErr().code).toBe(
      'terms.effective_too_far',
    );
    expect(checkEffectiveFrom(v3.effectiveFrom, now, versions)._unsafeUnwrapErr().code).toBe('terms.effective_taken');
  });
});

describe('accepting the terms', () => {
  it('records who accepted which version, when and from where', () =>
    spec
      .given([])
      .when(accept())
      .then([accepted('v2')]));
  it('accepting again records nothing new', () =>
    spec
      .given([accepted('v2')])
      .when(accept())
      .then([]));
  it('a scheduled version can be accepted ahead of its day', () =>
    spec
      .given([])
      .when(accept({ versionId: 'v3', versionStatus: 'upcoming' }))
      .then([accepted('v3')]));
  it('a superseded version cannot be accepted', () =>
    spec
      .given([])
      .when(accept({ versionId: 'v1', versionStatus: 'past' }))
      .thenRejects('terms.version_superseded'));
  it('a manager acting as the user cannot accept for them', () =>
    spec
      .given([])
      .when(accept({ emulatedBy: 'manager-1' }))
      .thenRejects('terms.impersonation_cannot_accept'));
  it('nobody accepts for another user', () =>
    spec
      .given([])
      .when(accept({ actorId: 'u2' }))
      .thenRejects('terms.not_own_acceptance'));
  it('the user is asked exactly while the version in force is unaccepted', () => {
    const none = termsAcceptanceDecider.initialState();
    const afterV2 = [accepted('v2')].reduce(termsAcceptanceDecider.evolve, none);
    expect(mustAcceptTerms(null, none)).toBe(false);
    expect(mustAcceptTerms(v2, none)).toBe(true);
    expect(mustAcceptTerms(v2, afterV2)).toBe(false);
    expect(mustAcceptTerms(v3, afterV2)).toBe(true);
  });
});
