import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { nameBasedUuid } from '../../../domain/shared/nameBasedUuid';
import { listOf } from '../../../domain/shortlist/shortlist.state';
import { rankByVotes } from '../../../domain/shortlist/shortlist.tally';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asShortlistMember } from '../policies';
import { BookTopInput, type BookTopOutput } from '../schemas';
import type { ShortlistDeps } from '../shortlistPorts';
import { displayNameOf, specialistIdsOf, subjectsNow } from '../shortlistSubjects';
import { checkedPeriod } from '../shortlistTerms';
import { shortlistsOf } from '../shortlistViews';
import { shortlistNotFound } from './runCommand';

type BookTopView = z.output<typeof BookTopOutput>;

/**
 * 'Book the top N': the N best-voted entries go into the client's cart for the period, each through the cart's own
 * `addSpecialist`, a team whole through its `addTeam` (its rules, its stream, its answer). The cart's refusal of one (booked then, already in the cart)
 * is reported in its words and the others still go; each add's request id is derived from the list, the entry and
 * the terms, so a repeated click adds nothing twice.
 */
export const bookTop =
  (deps: ShortlistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<BookTopView, AppError>> => {
    const member = asShortlistMember(actor);
    if (member.isErr()) return err(member.error);
    const input = parse(BookTopInput, raw);
    if (input.isErr()) return err(input.error);
    const period = await checkedPeriod(deps, input.value);
    if (period.isErr()) return err(period.error);
    const list = listOf(await shortlistsOf(deps, member.value.companyId), input.value.listId);
    if (!list) return err(shortlistNotFound);
    const top = rankByVotes(list.entries).slice(0, input.value.count);
    const now = await subjectsNow(deps, top);
    const { startPeriod, endPeriod, workFormat, hours } = input.value;
    const view: { booked: BookTopView['booked']; refused: BookTopView['refused']; cartCount: number } = {
      booked: [],
      refused: [],
      cartCount: 0,
    };
    // One after another: every add is a change of the one cart stream, which takes one change at a time.
    for (const entry of top) {
      const named = {
        entryId: entry.entryId,
        specialistUuid: entry.specialistId ?? null,
        teamId: entry.teamId ?? null,
        name: displayNameOf(now, entry),
      };
      const terms = {
        startPeriod,
        endPeriod,
        workFormat,
        hours: workFormat === 'part-time' ? hours : null,
        requestId: nameBasedUuid(
          `shortlist-book:${list.listId}:${entry.entryId}:${startPeriod}:${endPeriod}:${workFormat}:${hours}`,
        ),
      };
      if (entry.kind === 'team' && specialistIdsOf(now, entry).length === 0) {
        view.refused.push({ ...named, code: 'team.not_found', message: 'This team is no longer offered' });
        continue;
      }
      // A team goes whole, through the cart's own team booking: every member it has now.
      const added =
        entry.kind === 'team'
          ? await deps.cart.addTeam(member.value, {
              ...terms,
              teamId: entry.teamId,
              specialists: specialistIdsOf(now, entry),
            })
          : await deps.cart.addSpecialist(member.value, { ...terms, specialistUuid: entry.specialistId });
      if (added.isOk()) {
        view.booked.push(named);
        view.cartCount = added.value.count;
      } else view.refused.push({ ...named, code: added.error.code, message: added.error.message });
    }
    return ok(view);
  };
