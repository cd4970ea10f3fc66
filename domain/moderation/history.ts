import type { EventMetadata } from '../shared/eventMetadata';

type Recorded = { readonly metadata: EventMetadata };

/** The events recorded up to a moment (inclusive): what an auditor sees "as of" then. */
export const eventsAsOf = <Event extends Recorded>(events: readonly Event[], at: Date): Event[] =>
  events.filter((event) => new Date(event.metadata.at).getTime() <= at.getTime());

/** The item as it was at a moment, rebuilt from its events, with the version it had; null before it existed. */
export const foldAsOf = <State, Event extends Recorded>(
  events: readonly Event[],
  at: Date,
  evolve: (state: State, event: Event) => State,
  initialState: () => State,
): { readonly state: State; readonly version: number } | null => {
  const upTo = eventsAsOf(events, at);
  return upTo.length === 0 ? null : { state: upTo.reduce(evolve, initialState()), version: upTo.length };
};
