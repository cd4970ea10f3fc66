import type { DomainError } from '../shared/domainError';
import type { PeriodErrorCode } from './cart.period';

export type CartErrorCode =
  | PeriodErrorCode
  | 'cart.specialist_unavailable'
  | 'cart.specialist_already_booked'
  | 'cart.already_in_cart'
  | 'cart.full_team_only'
  | 'cart.team_only'
  | 'cart.hours_required'
  | 'cart.item_not_found'
  | 'cart.request_already_sent';
/** A refusal about one item names it, so the caller can point at the row. */
export type CartError = DomainError<CartErrorCode> & { readonly itemId?: string };
