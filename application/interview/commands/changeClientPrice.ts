import { dollarsToCents } from '../../../domain/shared/money';
import { ChangeClientPriceInput } from '../schemas';
import { candidateCommand } from './runCommand';

/** `POST /admin/api/candidate/change-client-price`: the price arrives in dollars and is stored in cents. */
export const changeClientPrice = candidateCommand('manager', ChangeClientPriceInput, (input, context) => ({
  ...context,
  action: 'changeClientPrice',
  clientHourPriceCents: dollarsToCents(input.price),
}));
