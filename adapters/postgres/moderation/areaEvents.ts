/**
 * Inline projections see every event of an append, whatever its stream: the ones of one area, as the area's own
 * union, each with the stream version it was stored at.
 */
export const eventsOfArea = <AreaEvent>(
  events: readonly { readonly type: string; readonly metadata: { readonly streamPosition: bigint } }[],
  types: readonly string[],
) =>
  events
    .filter((event) => types.includes(event.type))
    .map((event) => ({ event: event as unknown as AreaEvent, version: event.metadata.streamPosition }));
