import { Badge } from '@mantine/core';
import { tagColourOf } from './statusColours';

/** The status tag of cards and page headers. */
export const StatusTag = ({ status, label }: { readonly status: string; readonly label: string }) => (
  <Badge color={tagColourOf(status)} variant="light" radius="sm" tt="none">
    {label}
  </Badge>
);
