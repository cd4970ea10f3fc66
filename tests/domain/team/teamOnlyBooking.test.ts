import { describe, expect, it } from 'vitest';
import { cartDecider } from '../../../domain/cart/cart.decide';
import type { CartEvent } from '../../../domain/cart/cart.events';
import { cartTotals } from '../../../domain/cart/cart.totals';
import { deciderSpecification } from '../../support/deciderSpecification';
import {
  addSpecialist,
  addTeam,
  publishedSpecialist,
  recheckItems,
  submitItems,
  updateItem,
} from '../../support/cartFixtures';

const spec = deciderSpecification(cartDecider);
const anna = publishedSpecialist('anna');
const boris = publishedSpecialist('boris', { catalogPriceCents: 7000 });
const teamOnlyVera = publishedSpecialist('vera', { teamOnly: true, catalogPriceCents: 6000 });

const eventsOf = (...commands: Parameters<typeof cartDecider.decide>[0][]): CartEvent[] =>
  commands.reduce<CartEvent[]>((events, command) => {
    const state = events.reduce(cartDecider.evolve, cartDecider.initialState());
    return [...events, ...cartDecider.decide(command, state)._unsafeUnwrap()];
  }, []);

describe('a team-only specialist is booked only with a team', () => {
  it('refuses the specialist alone: "can be booked only with their team"', () => {
    spec.given([]).when(addSpecialist(teamOnlyVera)).thenRejects('cart.team_only');
  });

  it('books the specialist with the whole team, each member at the catalogue price', () => {
    spec
      .given([])
      .when(addTeam('team-1', [anna, teamOnlyVera]))
      .thenState((cart) => {
        expect(cart.items.map((i) => [i.specialistId, i.teamId, i.priceCents])).toEqual([
          ['anna', 'team-1', 5000],
          ['vera', 'team-1', 6000],
        ]);
        expect(cartTotals(cart).amountTeams).toBeGreaterThan(0);
        expect(cartTotals(cart).amountSpecialists).toBe(0);
      });
  });

  it('lets the team item change its dates: it is still booked with the team', () => {
    const later = { startPeriod: '2027-05-01', endPeriod: '2027-08-01' };
    spec
      .given(eventsOf(addTeam('team-1', [anna, teamOnlyVera])))
      .when(updateItem('item-team-1-vera', teamOnlyVera, { period: later }))
      .thenState((cart) => {
        expect(cart.items.find((i) => i.specialistId === 'vera')?.period).toEqual(later);
      });
  });

  it('an item added alone before the agency made the card team-only becomes unavailable, and is not submitted', () => {
    const given = eventsOf(addSpecialist(publishedSpecialist('vera')));
    spec
      .given(given)
      .when(recheckItems([teamOnlyVera]))
      .then([
        expect.objectContaining({
          type: 'CartItemAvailabilityChanged',
          data: expect.objectContaining({
            itemId: 'item-vera',
            availability: { available: false, reason: 'team_only' },
          }),
        }),
      ] as unknown as CartEvent[]);
    spec
      .given(given)
      .when(submitItems(['item-vera'], [teamOnlyVera]))
      .thenRejects('cart.specialist_unavailable');
    spec.given(given).when(updateItem('item-vera', teamOnlyVera)).thenRejects('cart.team_only');
  });

  it('a plain specialist is still booked alone', () => {
    spec
      .given([])
      .when(addSpecialist(boris))
      .thenState((cart) => expect(cart.items).toHaveLength(1));
  });
});

describe('a team is booked whole ("Only full team bookings available")', () => {
  it('refuses a partial choice of the members', () => {
    spec
      .given([])
      .when(addTeam('team-1', [anna, boris], { chosenSpecialistIds: ['anna'] }))
      .thenRejects('cart.full_team_only');
  });

  it('refuses a choice naming someone outside the team', () => {
    spec
      .given([])
      .when(addTeam('team-1', [anna, boris], { chosenSpecialistIds: ['anna', 'boris', 'vera'] }))
      .thenRejects('cart.full_team_only');
  });

  it('refuses the whole team when one member is out of the catalogue', () => {
    spec
      .given([])
      .when(addTeam('team-1', [anna, publishedSpecialist('boris', { status: 'hidden' })]))
      .thenRejects('cart.specialist_unavailable');
  });

  it('removes and submits the team only whole', () => {
    const given = eventsOf(addTeam('team-1', [anna, teamOnlyVera]));
    spec
      .given(given)
      .when(submitItems(['item-team-1-anna'], [anna, teamOnlyVera]))
      .thenRejects('cart.full_team_only');
    spec
      .given(given)
      .when(submitItems(['item-team-1-anna', 'item-team-1-vera'], [anna, teamOnlyVera]))
      .thenState((cart) => expect(cart.items).toEqual([]));
  });
});
