/** Integer cents shown as dollars with two decimals and thousands separators. */
export const dollars = (amountCents: number): string =>
  `$${(amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
