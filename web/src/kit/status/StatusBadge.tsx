import { Badge } from '@mantine/core';
import { badgeColourOf } from './statusColours';

/** The status badge of list rows. */
export const StatusBadge = ({ status, label }: { readonly status: string; readonly label: string }) => (
  <Badge color={badgeColourOf(status)} variant="dot" tt="none">
    {label}
  </Badge>
);
