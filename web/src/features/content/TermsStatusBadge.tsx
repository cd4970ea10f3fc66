import { Badge } from '@mantine/core';

const labels = { active: 'In force', upcoming: 'Scheduled', past: 'Superseded' } as const;
// A coloured dot beside dark text: green or orange text on white misses the 4.5:1 contrast at a badge's size.
const colours = { active: 'green', upcoming: 'orange', past: 'gray' } as const;

/** Where a terms version stands in time. */
export const TermsStatusBadge = ({ status }: { readonly status: keyof typeof labels }) => (
  <Badge color={colours[status]} variant="dot" radius="sm" tt="none">
    {labels[status]}
  </Badge>
);
