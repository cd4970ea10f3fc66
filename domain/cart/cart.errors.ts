import type { DomainError } from '../shared/domainError';
import type { PeriodErrorCode } from './cart.period';

export type CartErrorCode =
  | PeriodErrorCode
  | 'cart.specialist_unavailable'
  | 'cart.specialist_already_booked'
  | 'cart.already_in_cart'
  | 'cart.full_team_only'
  | 'cart.hours_required'
  | 'cart.item_not_found';
export type CartError = DomainError<CartErrorCode>;
