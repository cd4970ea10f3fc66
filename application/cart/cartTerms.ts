import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { WorkFormat } from '../../domain/booking/workFormat';
import { checkBookingPeriod, type BookingLimits, type BookingPeriod } from '../../domain/cart/cart.period';
import type { IsoDate } from '../../domain/shared/dates';
import type { EventMetadata } from '../../domain/shared/eventMetadata';
import { metadataOf, type Actor } from '../shared/actor';
import { validationError, type AppError } from '../shared/appError';
import { parse } from '../shared/parse';
import { todayOf, type CartDeps } from './cartPorts';
import { asCartOwner } from './policies';

export type TermsInput = {
  readonly startPeriod: string;
  readonly endPeriod: string;
  readonly workFormat: WorkFormat;
  readonly hours: number | null;
};

/** What every cart command with booking terms carries, checked: whose cart, today, the limits, who acts, and the terms. */
export type TermsContext = {
  readonly clientId: string;
  readonly today: IsoDate;
  readonly limits: BookingLimits;
  readonly metadata: EventMetadata;
  readonly period: BookingPeriod;
  readonly workFormat: WorkFormat;
  /** Hours a week for part-time; null for full-time, whatever was sent. */
  readonly hours: number | null;
};

const fieldOfPeriodError: Record<string, 'startPeriod' | 'endPeriod'> = {
  'cart.period_malformed': 'startPeriod',
  'cart.period_in_past': 'startPeriod',
  'cart.period_reversed': 'endPeriod',
  'cart.period_too_short': 'endPeriod',
  'cart.period_too_long': 'endPeriod',
};

/**
 * The period and hours rules of the decider, checked first so a bad input comes back as a field error
 * (400, `startPeriod` or `endPeriod` or `hours`, with the reason) rather than a refused booking.
 */
const checkTerms = (terms: TermsInput, today: IsoDate, limits: BookingLimits): Result<true, AppError> => {
  if (terms.workFormat === 'part-time' && terms.hours === null) {
    return err(
      validationError([
        { field: 'hours', code: 'cart.hours_required', message: 'Part-time work needs the hours per week' },
      ]),
    );
  }
  const period = checkBookingPeriod({ startPeriod: terms.startPeriod, endPeriod: terms.endPeriod }, today, limits);
  if (period.isErr()) {
    const { code, message } = period.error;
    return err(validationError([{ field: fieldOfPeriodError[code] ?? 'startPeriod', code, message }], message));
  }
  return ok(true);
};

/** A terms command's input: the caller whose cart it is, the parsed input, and the command's context with the checked terms. */
export type ParsedTerms<Input> = { readonly owner: Actor; readonly input: Input; readonly context: TermsContext };

/** The start every cart command with terms shares: the caller's own cart, the input parsed, the terms checked as field errors. */
export const parseTermsCommand = async <Schema extends z.ZodType<TermsInput>>(
  deps: CartDeps,
  actor: Actor | null,
  schema: Schema,
  raw: unknown,
): Promise<Result<ParsedTerms<z.output<Schema>>, AppError>> => {
  const owner = asCartOwner(actor);
  if (owner.isErr()) return err(owner.error);
  const input = parse(schema, raw);
  if (input.isErr()) return err(input.error);
  const today = todayOf(deps.clock);
  const limits = await deps.bookingLimits();
  const terms = checkTerms(input.value, today, limits);
  if (terms.isErr()) return err(terms.error);
  const { startPeriod, endPeriod, workFormat, hours } = input.value;
  return ok({
    owner: owner.value,
    input: input.value,
    context: {
      clientId: owner.value.companyId,
      today,
      limits,
      metadata: metadataOf(owner.value, deps.clock.now()),
      period: { startPeriod, endPeriod },
      workFormat,
      hours: workFormat === 'part-time' ? hours : null,
    },
  });
};
