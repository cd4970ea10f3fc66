import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { hoursPerWeekOf } from '../../../domain/booking/workFormat';
import { itemAmounts } from '../../../domain/cart/cart.amounts';
import { availabilityFor } from '../../../domain/cart/cart.availability';
import { periodsOverlap, isoDateOf, type DatePeriod } from '../../../domain/shared/dates';
import { entryOf, listOf } from '../../../domain/shortlist/shortlist.state';
import type { Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { shortlistNotFound } from '../commands/runCommand';
import { asShortlistMember } from '../policies';
import { CompareInput, type ComparisonOutput } from '../schemas';
import type { ShortlistDeps } from '../shortlistPorts';
import { checkedPeriod } from '../shortlistTerms';
import { shortlistsOf, votesOutputOf } from '../shortlistViews';

/** The busy days inside the period, each clipped to it, in date order. */
const busyWithin = (busy: readonly DatePeriod[], period: DatePeriod): DatePeriod[] =>
  busy
    .filter((b) => periodsOverlap(b, period))
    .map((b) => ({
      startPeriod: b.startPeriod < period.startPeriod ? period.startPeriod : b.startPeriod,
      endPeriod: b.endPeriod > period.endPeriod ? period.endPeriod : b.endPeriod,
    }))
    .sort((a, b) => a.startPeriod.localeCompare(b.startPeriod));

/**
 * Up to four entries side by side for a period: the price per hour, per month and for the whole period as the cart
 * computes them, grade, key skills and languages from the catalogue, availability from the real reservations the
 * cart checks (client bookings and the agency's 'not available'), and the votes.
 */
export const compareEntries =
  (deps: ShortlistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<z.output<typeof ComparisonOutput>, AppError>> => {
    const member = asShortlistMember(actor);
    if (member.isErr()) return err(member.error);
    const input = parse(CompareInput, raw);
    if (input.isErr()) return err(input.error);
    const period = await checkedPeriod(deps, input.value);
    if (period.isErr()) return err(period.error);
    const list = listOf(await shortlistsOf(deps, member.value.companyId), input.value.listId);
    if (!list) return err(shortlistNotFound);
    const entries = [...new Set(input.value.entryIds)].map((id) => entryOf(list, id));
    if (entries.some((entry) => !entry)) return err(notFound('Shortlist entry', 'shortlist.entry_not_found'));
    const chosen = entries.flatMap((entry) => (entry ? [entry] : []));
    const today = isoDateOf(deps.clock.now());
    const ids = chosen.map((entry) => entry.specialistId);
    const [{ snapshots, info }, cards] = await Promise.all([
      deps.specialists.snapshotsWithInfo(ids),
      Promise.all(ids.map((id) => deps.catalogCard(id, today))),
    ]);
    const { workFormat } = input.value;
    const hours = workFormat === 'part-time' ? input.value.hours : null;
    return ok({
      ...period.value,
      workFormat,
      hours,
      items: chosen.map((entry, index) => {
        const snapshot = snapshots.find((s) => s.specialistId === entry.specialistId) ?? {
          specialistId: entry.specialistId,
          status: 'missing' as const,
          catalogPriceCents: 0,
          busy: [],
        };
        const card = cards[index] ?? null;
        const named = info.get(entry.specialistId);
        const priced = snapshot.status === 'published';
        const amounts = priced
          ? itemAmounts(snapshot.catalogPriceCents, hoursPerWeekOf(workFormat, hours), period.value)
          : null;
        return {
          entryId: entry.entryId,
          specialistUuid: entry.specialistId,
          name: named?.name ?? '',
          surname: named?.surname ?? '',
          photoUrl: named?.photoUrl ?? null,
          specialization: named?.specialization ?? null,
          grade: card?.grade ?? null,
          keySkills: card?.keySkills ?? [],
          languages: card?.languages ?? [],
          priceCents: priced ? snapshot.catalogPriceCents : null,
          amountMonth: amounts?.amountMonth ?? null,
          amountTotal: amounts?.amountTotal ?? null,
          // As the cart would judge this specialist booked alone for the period.
          availability: availabilityFor(snapshot, period.value, true),
          busyInPeriod: busyWithin(snapshot.busy, period.value),
          votes: votesOutputOf(entry.votes, member.value.userId),
        };
      }),
    });
  };
