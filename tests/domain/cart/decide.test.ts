import { describe, expect, it } from 'vitest';
import { cartDecider } from '../../../domain/cart/cart.decide';
import type { CartEvent } from '../../../domain/cart/cart.events';
import { requestListIdOf } from '../../../domain/cart/cart.state';
import { cartTotals } from '../../../domain/cart/cart.totals';
import { deciderSpecification } from '../../support/deciderSpecification';
import {
  addSpecialist,
  addTeam,
  AN_ALLOWED_PERIOD,
  publishedSpecialist,
  recheckItems,
  removeItems,
  submitItems,
  updateItem,
} from '../../support/cartFixtures';

const spec = deciderSpecification(cartDecider);
const anna = publishedSpecialist('anna');
const boris = publishedSpecialist('boris', { catalogPriceCents: 7000 });

/** The events a successful command produced, to build the next `given`. */
const eventsOf = (...commands: Parameters<typeof cartDecider.decide>[0][]): CartEvent[] =>
  commands.reduce<CartEvent[]>((events, command) => {
    const state = events.reduce(cartDecider.evolve, cartDecider.initialState());
    return [...events, ...cartDecider.decide(command, state)._unsafeUnwrap()];
  }, []);

describe('adding a specialist to the cart', () => {
  it('adds a published, free specialist at the catalogue price', () => {
    spec
      .given([])
      .when(addSpecialist(anna))
      .thenState((cart) => {
        expect(cart.items).toHaveLength(1);
        expect(cart.items[0]).toMatchObject({
          specialistId: 'anna',
          priceCents: 5000,
          hours: null,
          availability: { available: true },
        });
      });
  });

  it('does not add twice when the same request is repeated', () => {
    spec
      .given(eventsOf(addSpecialist(anna)))
      .when(addSpecialist(anna))
      .then([]);
  });

  it('refuses a specialist who is not published, with the reason', () => {
    for (const status of ['draft', 'moderation', 'hidden', 'blocked', 'rejected', 'missing'] as const) {
      spec
        .given([])
        .when(addSpecialist(publishedSpecialist('x', { status })))
        .thenRejects('cart.specialist_unavailable');
    }
  });

  it('refuses a specialist already booked on overlapping dates: "Specialist already booked"', () => {
    const booked = publishedSpecialist('anna', { busy: [{ startPeriod: '2027-06-30', endPeriod: '2027-08-01' }] });
    spec.given([]).when(addSpecialist(booked)).thenRejects('cart.specialist_already_booked');
  });

  it('accepts a specialist booked on other dates', () => {
    const bookedLater = publishedSpecialist('anna', { busy: [{ startPeriod: '2027-07-02', endPeriod: '2027-09-01' }] });
    spec
      .given([])
      .when(addSpecialist(bookedLater))
      .thenState((cart) => expect(cart.items).toHaveLength(1));
  });

  it('never holds the same specialist twice for overlapping periods', () => {
    spec
      .given(eventsOf(addSpecialist(anna)))
      .when(addSpecialist(anna, { requestId: 'again', itemId: 'item-2' }))
      .thenRejects('cart.already_in_cart');
  });

  it('holds the same specialist for two separate periods', () => {
    const later = { startPeriod: '2027-08-01', endPeriod: '2027-11-01' };
    spec
      .given(eventsOf(addSpecialist(anna)))
      .when(addSpecialist(anna, { requestId: 'later', itemId: 'item-2', period: later }))
      .thenState((cart) => expect(cart.items).toHaveLength(2));
  });

  it('refuses a period outside the limits', () => {
    spec
      .given([])
      .when(addSpecialist(anna, { period: { startPeriod: '2027-04-01', endPeriod: '2027-05-01' } }))
      .thenRejects('cart.period_too_short');
  });

  it('needs the hours for part-time work, 1 to 40', () => {
    spec
      .given([])
      .when(addSpecialist(anna, { workFormat: 'part-time', hours: null }))
      .thenRejects('cart.hours_required');
    spec
      .given([])
      .when(addSpecialist(anna, { workFormat: 'part-time', hours: 41 }))
      .thenRejects('cart.hours_required');
    spec
      .given([])
      .when(addSpecialist(anna, { workFormat: 'part-time', hours: 20 }))
      .thenState((cart) => expect(cart.items[0]?.hours).toBe(20));
  });

  it('ignores hours sent for full-time work', () => {
    spec
      .given([])
      .when(addSpecialist(anna, { hours: 12 }))
      .thenState((cart) => expect(cart.items[0]?.hours).toBeNull());
  });
});

describe('adding a team', () => {
  it('adds every member as one booking', () => {
    spec
      .given([])
      .when(addTeam('t1', [anna, boris]))
      .thenState((cart) => {
        expect(cart.items.map((item) => [item.specialistId, item.teamId])).toEqual([
          ['anna', 't1'],
          ['boris', 't1'],
        ]);
      });
  });

  it('refuses when a member is left out: "Only full team bookings available"', () => {
    spec
      .given([])
      .when(addTeam('t1', [anna, boris], { chosenSpecialistIds: ['anna'] }))
      .thenRejects('cart.full_team_only');
  });

  it('refuses the whole team when one member is booked', () => {
    const bookedBoris = publishedSpecialist('boris', { busy: [AN_ALLOWED_PERIOD] });
    spec
      .given([])
      .when(addTeam('t1', [anna, bookedBoris]))
      .thenRejects('cart.specialist_already_booked');
  });

  it('lets a team leave only whole', () => {
    const given = eventsOf(addTeam('t1', [anna, boris]));
    spec
      .given(given)
      .when(removeItems(['item-t1-anna']))
      .thenRejects('cart.full_team_only');
    spec
      .given(given)
      .when(removeItems(['item-t1-anna', 'item-t1-boris']))
      .thenState((cart) => expect(cart.items).toEqual([]));
  });
});

describe('changing an item', () => {
  const later = { startPeriod: '2027-05-01', endPeriod: '2027-09-01' };

  it('changes the dates, format and hours', () => {
    spec
      .given(eventsOf(addSpecialist(anna)))
      .when(updateItem('item-anna', anna, { period: later, workFormat: 'part-time', hours: 10 }))
      .thenState((cart) => {
        expect(cart.items[0]).toMatchObject({ period: later, workFormat: 'part-time', hours: 10 });
      });
  });

  it('does not collide with its own old dates', () => {
    spec
      .given(eventsOf(addSpecialist(anna)))
      .when(updateItem('item-anna', anna, { period: { startPeriod: '2027-04-02', endPeriod: '2027-07-02' } }))
      .thenState((cart) => expect(cart.items).toHaveLength(1));
  });

  it('refuses dates on which the specialist is booked, and keeps the item', () => {
    const bookedThen = publishedSpecialist('anna', { busy: [later] });
    spec
      .given(eventsOf(addSpecialist(anna)))
      .when(updateItem('item-anna', bookedThen, { period: later }))
      .thenRejects('cart.specialist_already_booked');
  });

  it('refuses an item that is no longer in the cart', () => {
    spec.given([]).when(updateItem('item-anna', anna)).thenRejects('cart.item_not_found');
  });

  it('makes an unavailable item available again with dates that are free', () => {
    const bookedNow = publishedSpecialist('anna', { busy: [AN_ALLOWED_PERIOD] });
    const given = eventsOf(addSpecialist(anna), recheckItems([bookedNow]));
    spec
      .given(given)
      .when(updateItem('item-anna', bookedNow, { period: later }))
      .thenRejects('cart.specialist_already_booked');
    const freeLater = { startPeriod: '2027-07-02', endPeriod: '2027-10-01' };
    spec
      .given(given)
      .when(updateItem('item-anna', bookedNow, { period: freeLater }))
      .thenState((cart) => expect(cart.items[0]?.availability).toEqual({ available: true }));
  });
});

describe('when a card changes after it was added', () => {
  it('keeps the item, marked with the reason code', () => {
    for (const [status, reason] of [
      ['draft', 'draft'],
      ['moderation', 'moderation'],
      ['hidden', 'temporarily_unavailable'],
      ['rejected', 'declined'],
      ['missing', 'deleted'],
    ] as const) {
      spec
        .given(eventsOf(addSpecialist(anna)))
        .when(recheckItems([publishedSpecialist('anna', { status })]))
        .thenState((cart) => {
          expect(cart.items[0]?.availability).toEqual({ available: false, reason });
        });
    }
  });

  it('records nothing when nothing changed', () => {
    spec
      .given(eventsOf(addSpecialist(anna)))
      .when(recheckItems([anna]))
      .then([]);
  });

  it('counts unavailable items for nothing in the totals', () => {
    const events = eventsOf(
      addSpecialist(anna),
      addSpecialist(boris),
      recheckItems([anna, publishedSpecialist('boris', { status: 'hidden' })]),
    );
    const cart = events.reduce(cartDecider.evolve, cartDecider.initialState());
    expect(cartTotals(cart).amountTotal).toBe(5000 * 40 * 13);
  });
});

describe('submitting items for an interview', () => {
  it('takes the items out of the cart, once', () => {
    const given = eventsOf(addSpecialist(anna), addSpecialist(boris));
    spec
      .given(given)
      .when(submitItems(['item-anna'], [anna, boris]))
      .thenState((cart) => expect(cart.items.map((i) => i.specialistId)).toEqual(['boris']));
    spec
      .given(eventsOf(addSpecialist(anna), addSpecialist(boris), submitItems(['item-anna'], [anna])))
      .when(submitItems(['item-anna'], [anna]))
      .then([]);
  });

  it('sends the next request under a new list id, and refuses a used id for other items (issue 32)', () => {
    const firstSent = eventsOf(addSpecialist(anna), addSpecialist(boris), submitItems(['item-anna'], [anna]));
    spec
      .given(firstSent)
      .when(submitItems(['item-boris'], [boris]))
      .thenRejects('cart.request_already_sent');
    spec
      .given(firstSent)
      .when(submitItems(['item-boris'], [boris], 'submit-2'))
      .thenState((cart) => {
        expect(cart.items).toEqual([]);
        expect([...cart.submissions]).toEqual([
          ['submit-1', [{ itemId: 'item-anna', specialistId: 'anna' }]],
          ['submit-2', [{ itemId: 'item-boris', specialistId: 'boris' }]],
        ]);
      });
    const before = eventsOf(addSpecialist(anna)).reduce(cartDecider.evolve, cartDecider.initialState());
    const after = firstSent.reduce(cartDecider.evolve, cartDecider.initialState());
    expect(requestListIdOf('client-1', before)).toBe(requestListIdOf('client-1', before));
    expect(requestListIdOf('client-1', after)).not.toBe(requestListIdOf('client-1', before));
    expect(requestListIdOf('client-1', before)).not.toBe('client-1');
  });

  it('carries the submitted items at the catalogue price of the moment, from which the candidates are made', () => {
    const dearer = publishedSpecialist('anna', { catalogPriceCents: 5500 });
    const [event] = cartDecider
      .decide(
        submitItems(['item-anna'], [dearer]),
        eventsOf(addSpecialist(anna)).reduce(cartDecider.evolve, cartDecider.initialState()),
      )
      ._unsafeUnwrap();
    expect(
      event?.type === 'CartEmptiedBySubmission' &&
        event.data.items?.map((item) => [item.itemId, item.specialistId, item.priceCents, item.period]),
    ).toEqual([['item-anna', 'anna', 5500, AN_ALLOWED_PERIOD]]);
  });

  it('refuses an item that became unavailable until it is fixed or removed, naming it', () => {
    const hidden = publishedSpecialist('anna', { status: 'hidden' });
    spec
      .given(eventsOf(addSpecialist(anna), recheckItems([hidden])))
      .when(submitItems(['item-anna'], [hidden]))
      .thenRejects('cart.specialist_unavailable');
    // The cards are read as they are now, not as the cart last recorded them.
    spec
      .given(eventsOf(addSpecialist(anna)))
      .when(submitItems(['item-anna'], [hidden]))
      .thenRejects('cart.specialist_unavailable');
    spec
      .given(eventsOf(addSpecialist(anna)))
      .when(submitItems(['item-anna'], [publishedSpecialist('anna', { busy: [AN_ALLOWED_PERIOD] })]))
      .thenRejects('cart.specialist_unavailable');
    const refused = cartDecider.decide(
      submitItems(['item-anna'], []),
      eventsOf(addSpecialist(anna)).reduce(cartDecider.evolve, cartDecider.initialState()),
    );
    expect(refused._unsafeUnwrapErr()).toMatchObject({ code: 'cart.specialist_unavailable', itemId: 'item-anna' });
  });

  it('refuses an item that is not in the cart, naming it', () => {
    const cart = eventsOf(addSpecialist(anna)).reduce(cartDecider.evolve, cartDecider.initialState());
    expect(cartDecider.decide(submitItems(['item-anna', 'item-gone'], [anna]), cart)._unsafeUnwrapErr()).toMatchObject({
      code: 'cart.item_not_found',
      itemId: 'item-gone',
    });
  });

  it('sends a team only whole', () => {
    const given = eventsOf(addTeam('t1', [anna, boris]));
    spec
      .given(given)
      .when(submitItems(['item-t1-anna'], [anna, boris]))
      .thenRejects('cart.full_team_only');
    spec
      .given(given)
      .when(submitItems(['item-t1-anna', 'item-t1-boris'], [anna, boris]))
      .thenState((cart) => expect(cart.items).toEqual([]));
  });
});
