import { Badge } from '@mantine/core';
import { badgeColourOf, tagColourOf } from './statusColours';

type StatusProps = { readonly status: string; readonly label: string };

/** The status tag of cards and page headers. */
export const StatusTag = ({ status, label }: StatusProps) => (
  <Badge color={tagColourOf(status)} variant="light" radius="sm" tt="none">
    {label}
  </Badge>
);

/** The status badge of list rows. */
export const StatusBadge = ({ status, label }: StatusProps) => (
  <Badge color={badgeColourOf(status)} variant="dot" tt="none">
    {label}
  </Badge>
);
