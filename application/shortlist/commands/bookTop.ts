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
import { checkedPeriod } from '../shortlistTerms';
import { shortlistsOf } from '../shortlistViews';
import { shortlistNotFound } from './runCommand';

type BookTopView = z.output<typeof BookTopOutput>;

/**
 * 'Book the top N': the N best-voted entries go into the client's cart for the period, each through the cart's own
 * `addSpecialist` (its rules, its stream, its answer). The cart's refusal of one (booked then, already in the cart)
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
    const names = await deps.specialists.info(top.map((entry) => entry.specialistId));
    const { startPeriod, endPeriod, workFormat, hours } = input.value;
    const view: { booked: BookTopView['booked']; refused: BookTopView['refused']; cartCount: number } = {
      booked: [],
      refused: [],
      cartCount: 0,
    };
    // One after another: every add is a change of the one cart stream, which takes one change at a time.
    for (const entry of top) {
      const card = names.get(entry.specialistId);
      const named = {
        entryId: entry.entryId,
        specialistUuid: entry.specialistId,
        name: card ? `${card.name} ${card.surname}` : '',
      };
      const added = await deps.cart.addSpecialist(member.value, {
        specialistUuid: entry.specialistId,
        startPeriod,
        endPeriod,
        workFormat,
        hours: workFormat === 'part-time' ? hours : null,
        requestId: nameBasedUuid(
          `shortlist-book:${list.listId}:${entry.entryId}:${startPeriod}:${endPeriod}:${workFormat}:${hours}`,
        ),
      });
      if (added.isOk()) {
        view.booked.push(named);
        view.cartCount = added.value.count;
      } else view.refused.push({ ...named, code: added.error.code, message: added.error.message });
    }
    return ok(view);
  };
