import { err, ok, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { todayOf, type CartDeps } from '../cartPorts';
import type { CartView } from '../cartView';
import { asCartOwner } from '../policies';
import { RemoveItemsInput } from '../schemas';
import { runCartCommand } from './runCommand';

/** `remove-specialist`: safe to repeat; a team item leaves only with its whole team. */
export const removeItems =
  (deps: CartDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CartView, AppError>> => {
    const owner = asCartOwner(actor);
    if (owner.isErr()) return err(owner.error);
    const input = parse(RemoveItemsInput, raw);
    if (input.isErr()) return err(input.error);
    const limits = await deps.bookingLimits();
    return runCartCommand(deps, owner.value, () =>
      ok({
        action: 'removeItems',
        clientId: owner.value.companyId,
        today: todayOf(deps.clock),
        limits,
        metadata: metadataOf(owner.value, deps.clock.now()),
        itemIds: input.value.ids,
      }),
    );
  };
