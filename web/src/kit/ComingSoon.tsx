import { EmptyState, Text } from '@mantine/core';
import { HourglassIcon } from './icons';

/** Stands for a screen that a later piece of work fills. */
export const ComingSoon = ({ what }: { readonly what?: string }) => (
  <EmptyState
    title="Coming soon"
    description={
      <Text component="span" c="dimmed">
        {what ? `${what} will be available here soon.` : 'This section will be available soon.'}
      </Text>
    }
    variant="light"
    icon={<HourglassIcon size={32} />}
    py="xl"
  />
);
