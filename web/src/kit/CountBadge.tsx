import { Badge } from '@mantine/core';

const MAX_SHOWN = 99;

export const countLabelOf = (count: number): string => (count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count));

/** A small counter on an icon or link; nothing at zero. */
export const CountBadge = ({ count }: { readonly count: number }) =>
  count > 0 ? (
    <Badge size="xs" circle={count < 10} color="red" variant="filled" aria-hidden>
      {countLabelOf(count)}
    </Badge>
  ) : null;
