import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateIdFor } from '../../../domain/interview/interview.candidateId';

/** The ids candidates were given before the domain computed them (node's SHA-1): stored ids must keep matching. */
const nodeCandidateId = (requestId: string, itemId: string): string => {
  const hex = createHash('sha1').update(`candidate:${requestId}:${itemId}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

describe('a candidate id', () => {
  it('is the same for the same request and cart item, and a version 5 UUID', () => {
    const id = candidateIdFor('1b4e28ba-2fa1-41d2-883f-0016d3cca427', '6fa459ea-ee8a-4ca4-894e-db77e160355e');
    expect(id).toBe(candidateIdFor('1b4e28ba-2fa1-41d2-883f-0016d3cca427', '6fa459ea-ee8a-4ca4-894e-db77e160355e'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(candidateIdFor('r', 'i')).toBe('2c43d622-9195-5096-96aa-819289c6974a');
  });

  it('differs for another item of the same request', () => {
    expect(candidateIdFor('request-1', 'item-1')).not.toBe(candidateIdFor('request-1', 'item-2'));
  });

  it('is the id node computed before, for any request and item (one or more SHA-1 blocks, any characters)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 150 }),
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        (requestId, itemId) => {
          expect(candidateIdFor(requestId, itemId)).toBe(nodeCandidateId(requestId, itemId));
        },
      ),
      { numRuns: 500 },
    );
  });
});
