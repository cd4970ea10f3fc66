import { describe, expect, it } from 'vitest';
import type { SpecialistSnapshot } from '../../../domain/cart/cart.availability';
import { cardsReadOnce } from '../../../application/cart/cardsReadOnce';
import type { CartSpecialistInfo, CartSpecialists } from '../../../application/cart/cartPorts';

/** Cards as the read model would answer, with every read recorded. */
const recordingCards = () => {
  const reads: string[][] = [];
  const snapshotOf = (id: string): SpecialistSnapshot => ({
    specialistId: id,
    status: 'published',
    catalogPriceCents: 5000,
    busy: [],
  });
  const infoOf = (id: string): CartSpecialistInfo => ({
    specialistId: id,
    name: `Name ${id}`,
    surname: 'S.',
    photoUrl: null,
    specialization: null,
    city: null,
  });
  const specialists: CartSpecialists = {
    snapshots: async () => {
      throw new Error('read through snapshotsWithInfo only');
    },
    info: async () => {
      throw new Error('read through snapshotsWithInfo only');
    },
    snapshotsWithInfo: async (ids) => {
      reads.push([...ids].sort());
      const known = ids.filter((id) => id !== 'gone');
      return { snapshots: known.map(snapshotOf), info: new Map(known.map((id) => [id, infoOf(id)])) };
    },
  };
  return { specialists, reads };
};

describe("a cart command's card reads", () => {
  it("reads the booked card and the cart's own cards in one read, and the answer's view reads nothing more", async () => {
    const { specialists, reads } = recordingCards();
    const cards = cardsReadOnce(specialists, ['a', 'b']);
    expect((await cards.snapshots(['new'])).map((s) => s.specialistId)).toEqual(['new']);
    const view = await cards.snapshotsWithInfo(['a', 'b', 'new']);
    expect(view.snapshots.map((s) => s.specialistId)).toEqual(['a', 'b', 'new']);
    expect([...view.info.keys()]).toEqual(['a', 'b', 'new']);
    expect(reads).toEqual([['a', 'b', 'new']]);
  });

  it('reads a card no earlier read covered, and answers only for the cards asked for', async () => {
    const { specialists, reads } = recordingCards();
    const cards = cardsReadOnce(specialists, ['a']);
    await cards.snapshotsWithInfo(['a']);
    const later = await cards.snapshotsWithInfo(['a', 'c', 'c']);
    expect(later.snapshots.map((s) => s.specialistId)).toEqual(['a', 'c']);
    expect(reads).toEqual([['a'], ['c']]);
  });

  it('a card the read model no longer has stays missing, and is not read again', async () => {
    const { specialists, reads } = recordingCards();
    const cards = cardsReadOnce(specialists, ['gone']);
    expect(await cards.snapshots(['gone'])).toEqual([]);
    expect((await cards.info(['gone'])).size).toBe(0);
    expect(reads).toEqual([['gone']]);
  });
});
