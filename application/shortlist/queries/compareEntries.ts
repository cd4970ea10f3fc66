import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { hoursPerWeekOf } from '../../../domain/booking/workFormat';
import { itemAmounts } from '../../../domain/cart/cart.amounts';
import { AVAILABLE, availabilityFor, type Availability } from '../../../domain/cart/cart.availability';
import { addDays, periodsOverlap, isoDateOf, type DatePeriod } from '../../../domain/shared/dates';
import { comparisonPeriodOf, listNeededSkills, neededSkillsOf } from '../../../domain/shortlist/shortlist.rules';
import { entryOf, listOf, type ShortlistEntry } from '../../../domain/shortlist/shortlist.state';
import type { Actor } from '../../shared/actor';
import { notFound, validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { shortlistNotFound } from '../commands/runCommand';
import { asShortlistMember } from '../policies';
import { CompareInput, type ComparisonOutput } from '../schemas';
import type { ShortlistDeps } from '../shortlistPorts';
import { checkedPeriod } from '../shortlistTerms';
import {
  hourPriceOf,
  inCatalogueNow,
  membersOf,
  snapshotIn,
  specialistIdsOf,
  subjectsNow,
  type SubjectsNow,
} from '../shortlistSubjects';
import { requestOfList, shortlistsOf, votesOutputOf } from '../shortlistViews';

/** The busy days inside the period, each clipped to it, in date order. */
const busyWithin = (busy: readonly DatePeriod[], period: DatePeriod): DatePeriod[] =>
  busy
    .filter((b) => periodsOverlap(b, period))
    .map((b) => ({
      startPeriod: b.startPeriod < period.startPeriod ? period.startPeriod : b.startPeriod,
      endPeriod: b.endPeriod > period.endPeriod ? period.endPeriod : b.endPeriod,
    }))
    .sort((a, b) => a.startPeriod.localeCompare(b.startPeriod))
    // A team is busy on a day any member is: overlapping or touching spans read as one.
    .reduce<DatePeriod[]>((merged, b) => {
      const last = merged[merged.length - 1];
      if (last && b.startPeriod <= addDays(last.endPeriod, 1)) {
        if (b.endPeriod > last.endPeriod) merged[merged.length - 1] = { ...last, endPeriod: b.endPeriod };
        return merged;
      }
      return [...merged, b];
    }, []);

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];
const distinctBy = <T>(values: readonly T[], key: (value: T) => string): T[] =>
  values.filter((value, index) => values.findIndex((other) => key(other) === key(value)) === index);

/**
 * As the cart would judge the entry booked for the period: a specialist alone; a team whole, so it is free only when
 * every member is, and a team no longer offered is 'deleted'.
 */
const availabilityOf = (now: SubjectsNow, entry: ShortlistEntry, period: DatePeriod): Availability => {
  if (entry.kind === 'specialist') return availabilityFor(snapshotIn(now, entry.specialistId), period, true);
  const ids = specialistIdsOf(now, entry);
  if (!now.teams.get(entry.teamId)?.current || ids.length === 0) return { available: false, reason: 'deleted' };
  return ids.map((id) => availabilityFor(snapshotIn(now, id), period, false)).find((a) => !a.available) ?? AVAILABLE;
};

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
    const list = listOf(await shortlistsOf(deps, member.value.companyId), input.value.listId);
    if (!list) return err(shortlistNotFound);
    const request = await requestOfList(deps, list);
    const chosen = comparisonPeriodOf(input.value, request);
    if (chosen.startPeriod === undefined || chosen.endPeriod === undefined)
      return err(
        validationError([
          { field: 'startPeriod', code: 'shortlist.period_required', message: 'Choose the booking period' },
        ]),
      );
    const period = await checkedPeriod(deps, {
      ...input.value,
      startPeriod: chosen.startPeriod,
      endPeriod: chosen.endPeriod,
    });
    if (period.isErr()) return err(period.error);
    const neededSkills = listNeededSkills(list.skills, request?.keySkills ?? []);
    const entries = [...new Set(input.value.entryIds)].map((id) => entryOf(list, id));
    if (entries.some((entry) => !entry)) return err(notFound('Shortlist entry', 'shortlist.entry_not_found'));
    const compared = entries.flatMap((entry) => (entry ? [entry] : []));
    const today = isoDateOf(deps.clock.now());
    const now = await subjectsNow(deps, compared);
    const cardIds = [...new Set(compared.flatMap((entry) => specialistIdsOf(now, entry)))];
    const catalogued = await Promise.all(cardIds.map((id) => deps.catalogCard(id, today)));
    const cardOf = (id: string) => catalogued[cardIds.indexOf(id)] ?? null;
    const { workFormat } = input.value;
    const hours = workFormat === 'part-time' ? input.value.hours : null;
    const amountsOf = (entry: ShortlistEntry) => {
      if (!inCatalogueNow(now, entry)) return null;
      // A team's amounts are its members' added up, as the cart totals a team booked whole.
      return specialistIdsOf(now, entry)
        .map((id) =>
          itemAmounts(snapshotIn(now, id).catalogPriceCents, hoursPerWeekOf(workFormat, hours), period.value),
        )
        .reduce(
          (sum, a) => ({ amountMonth: sum.amountMonth + a.amountMonth, amountTotal: sum.amountTotal + a.amountTotal }),
          {
            amountMonth: 0,
            amountTotal: 0,
          },
        );
    };
    return ok({
      ...period.value,
      workFormat,
      hours,
      neededSkills,
      items: compared.map((entry) => {
        const ids = specialistIdsOf(now, entry);
        const cards = ids.map(cardOf);
        const named = entry.kind === 'specialist' ? now.info.get(entry.specialistId) : undefined;
        const amounts = amountsOf(entry);
        const keySkills = distinct(cards.flatMap((card) => card?.keySkills ?? []));
        const needed = neededSkillsOf(keySkills, neededSkills);
        return {
          entryId: entry.entryId,
          kind: entry.kind,
          specialistUuid: entry.specialistId ?? null,
          teamId: entry.teamId ?? null,
          members: membersOf(now, entry),
          name: entry.kind === 'team' ? (now.teams.get(entry.teamId)?.name ?? '') : (named?.name ?? ''),
          surname: named?.surname ?? '',
          photoUrl: named?.photoUrl ?? null,
          specialization: named?.specialization ?? null,
          grade: distinct(cards.map((card) => card?.grade ?? null).filter((g) => g !== null)).join(', ') || null,
          keySkills,
          neededKeySkills: needed.matching,
          neededCovered: needed.covered,
          languages: distinctBy(
            cards.flatMap((card) => card?.languages ?? []),
            (l) => `${l.language} ${l.level}`,
          ),
          priceCents: hourPriceOf(now, entry),
          amountMonth: amounts?.amountMonth ?? null,
          amountTotal: amounts?.amountTotal ?? null,
          availability: availabilityOf(now, entry, period.value),
          busyInPeriod: busyWithin(
            ids.flatMap((id) => snapshotIn(now, id).busy),
            period.value,
          ),
          votes: votesOutputOf(entry.votes, member.value.userId),
        };
      }),
    });
  };
