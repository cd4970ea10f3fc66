import { ok, type Result } from 'neverthrow';
import { commissionOfMarkup } from '../../../domain/shared/money';
import type { AppError } from '../../shared/appError';
import type { ReferenceDeps } from '../referencePorts';

export type Prices = {
  readonly currency: string;
  readonly vatRateBasisPoints: number;
  /** Markup on the agency's hourly rate: catalogue price = rate × (1 + fee). */
  readonly serviceFeeBasisPoints: number;
  /** The same fee as a share of the catalogue price: a 25 % markup is a 20 % commission. */
  readonly commissionBasisPoints: number;
};

/** The platform's VAT rate and service fee, in basis points (100 bp = 1 %). */
export const getPrices =
  ({ store }: ReferenceDeps) =>
  async (_raw?: unknown): Promise<Result<Prices, AppError>> => {
    const settings = await store.getPlatformSettings();
    return ok({
      currency: settings.currency,
      vatRateBasisPoints: settings.vatRateBasisPoints,
      serviceFeeBasisPoints: settings.serviceFeeBasisPoints,
      commissionBasisPoints: commissionOfMarkup(settings.serviceFeeBasisPoints),
    });
  };
