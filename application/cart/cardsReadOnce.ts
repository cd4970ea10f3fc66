import type { SpecialistSnapshot } from '../../domain/cart/cart.availability';
import type { CartSpecialistInfo, CartSpecialists } from './cartPorts';

/**
 * The cards of one cart command, read once: the command's read of the cards it books also takes the cards already in
 * the cart, with what the view shows of them, and the answer's view is made from those rows instead of a second read
 * a moment later. A card no read has covered yet is read then.
 */
export const cardsReadOnce = (specialists: CartSpecialists, inCart: readonly string[]): CartSpecialists => {
  const snapshots = new Map<string, SpecialistSnapshot>();
  const info = new Map<string, CartSpecialistInfo>();
  const read = new Set<string>();
  const cardsOf = async (ids: readonly string[]) => {
    const wanted = [...new Set(ids)];
    const unread = [...new Set([...wanted, ...inCart])].filter((id) => !read.has(id));
    if (wanted.some((id) => !read.has(id))) {
      const rows = await specialists.snapshotsWithInfo(unread);
      for (const snapshot of rows.snapshots) snapshots.set(snapshot.specialistId, snapshot);
      for (const [id, card] of rows.info) info.set(id, card);
      for (const id of unread) read.add(id);
    }
    return {
      snapshots: wanted.flatMap((id) => snapshots.get(id) ?? []),
      info: new Map(
        wanted.flatMap((id): [string, CartSpecialistInfo][] => (info.has(id) ? [[id, info.get(id)!]] : [])),
      ),
    };
  };
  return {
    snapshots: async (ids) => (await cardsOf(ids)).snapshots,
    info: async (ids) => (await cardsOf(ids)).info,
    snapshotsWithInfo: cardsOf,
  };
};
