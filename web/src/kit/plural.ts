/**
 * The one plural rule of the interface (English): one of a thing, any other number of things. Every count on a screen
 * goes through it, so '1 specialist found' and '1 partner agency' read right wherever they appear.
 */
const numberFormat = new Intl.NumberFormat('en-US');

/** The noun for a count: `nounFor(1, 'agency', 'agencies')` is 'agency', any other count 'agencies'. */
export const nounFor = (count: number, one: string, many: string = `${one}s`): string => (count === 1 ? one : many);

/** The count with its noun: '1 specialist', '1,200 specialists', '1 partner agency', '2 partner agencies'. */
export const countOf = (count: number, one: string, many: string = `${one}s`): string =>
  `${numberFormat.format(count)} ${nounFor(count, one, many)}`;
