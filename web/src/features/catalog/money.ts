/** Catalogue prices are integer cents; the page shows whole dollars per hour. */
export const dollarsPerHour = (cents: number): string =>
  `${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100)}/h`;
