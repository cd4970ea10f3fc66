/** How a booked specialist works: the cart's items and the candidates made from them carry it. */
export const workFormats = ['full-time', 'part-time'] as const;
export type WorkFormat = (typeof workFormats)[number];

/** A full-time specialist works 40 hours a week; a part-time one the hours the client asked for. */
export const FULL_TIME_HOURS_PER_WEEK = 40;

export const hoursPerWeekOf = (workFormat: WorkFormat, hours: number | null): number =>
  workFormat === 'full-time' ? FULL_TIME_HOURS_PER_WEEK : (hours ?? 0);
