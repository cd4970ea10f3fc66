import { err, ok, type Result } from 'neverthrow';
import { slotTimes } from '../../../domain/interview/interview.slots';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { getCart } from '../../cart/queries/getCart';
import type { CartItemView } from '../../cart/cartView';
import { nowOf, type InterviewDeps } from '../interviewPorts';
import { asRequestingClient } from '../policies';

export type RequestInit = {
  readonly contractSigned: boolean;
  /** Shown instead of the form when there is no signed contract. */
  readonly contractMessage: string | null;
  /** The cart items that can go into an interview request now (available ones, teams whole). */
  readonly specialists: CartItemView[];
  readonly slotTimes: readonly string[];
  readonly now: string;
};

export const CONTRACT_REQUIRED =
  'A signed contract with the platform is required to request an interview. Please contact your account manager.';

/** `POST /api/specialist-request/init`: what the scheduling page needs, and whether the client may submit at all. */
export const initRequest =
  (deps: InterviewDeps) =>
  async (actor: Actor | null): Promise<Result<RequestInit, AppError>> => {
    const client = asRequestingClient(actor);
    if (client.isErr()) return err(client.error);
    const [signed, cart] = await Promise.all([
      deps.contracts.hasSignedContract(client.value.companyId),
      getCart(deps.cart)(client.value),
    ]);
    if (cart.isErr()) return err(cart.error);
    const items = [...cart.value.specialists.items, ...cart.value.teams.items.flatMap((team) => team.specialists)];
    return ok({
      contractSigned: signed,
      contractMessage: signed ? null : CONTRACT_REQUIRED,
      specialists: items.filter((item) => item.availability.available),
      slotTimes,
      now: nowOf(deps.clock),
    });
  };
