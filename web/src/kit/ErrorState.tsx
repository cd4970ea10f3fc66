import { Alert, Button, Group, Text } from '@mantine/core';

/** A failed load inside a page, with a retry, for parts of a page that may fail on their own. */
export const ErrorState = ({ message, onRetry }: { readonly message: string; readonly onRetry?: () => void }) => (
  <Alert color="red" variant="light" title="Could not load" role="alert">
    <Group justify="space-between" align="center">
      <Text size="sm">{message}</Text>
      {onRetry ? (
        <Button size="xs" variant="outline" color="red" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Group>
  </Alert>
);
