import { Alert, Anchor, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { formatDateTime } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';

const CopyAddress = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant="default"
            onClick={copy}
            aria-label={`Copy the ${label.toLowerCase()}`}
            style={{ flexShrink: 0 }}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  </Stack>
);

/**
 * The user's private calendar subscription: turned on, the address (webcal:// for a calendar app, https to paste into
 * Google Calendar's 'From URL') is shown once; afterwards the card says since when it is on and offers a new address
 * (the old one stops at once) or turning it off.
 */
export const CalendarFeedSettings = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.interview.calendarFeed.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.interview.calendarFeed.queryKey() });
  const turnOn = useMutation(trpc.interview.turnOnCalendarFeed.mutationOptions({ onSuccess: refresh }));
  const turnOff = useMutation(
    trpc.interview.turnOffCalendarFeed.mutationOptions({
      onSuccess: async () => {
        turnOn.reset();
        await refresh();
      },
    }),
  );

  if (status.isPending) return <LoadingState rows={2} label="Loading your calendar subscription" />;
  if (status.isError)
    return (
      <ErrorState message="Your calendar subscription could not be loaded." onRetry={() => void status.refetch()} />
    );

  const made = turnOn.data;
  const failure = turnOn.error ?? turnOff.error;
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        Your interviews and your specialists&apos; project periods in the calendar you use (Google Calendar, Outlook,
        Apple Calendar), updated about every hour. The address is private: anyone who has it can read these entries.
      </Text>
      {made ? (
        <Alert color="green" title="Calendar subscription address" role="status" w="100%">
          <Stack gap="xs">
            <Text size="sm">Add it to your calendar now: it is shown only this once.</Text>
            <Anchor href={made.webcalUrl} size="sm">
              Open in your calendar app
            </Anchor>
            <CopyAddress label="Address for calendar apps" value={made.webcalUrl} />
            <CopyAddress label="Address to paste into Google Calendar (From URL)" value={made.httpsUrl} />
          </Stack>
        </Alert>
      ) : null}
      {status.data.on ? (
        <Text size="sm">
          On since {formatDateTime(status.data.since)}.{' '}
          {made ? '' : 'The address was shown when it was made; a new address stops the old one.'}
        </Text>
      ) : (
        <Text size="sm">Off: no address opens your calendar.</Text>
      )}
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {failure.message}
        </Text>
      ) : null}
      <Group gap="xs">
        <Button
          variant={status.data.on ? 'default' : 'filled'}
          loading={turnOn.isPending}
          onClick={() => turnOn.mutate()}
        >
          {status.data.on ? 'Make a new address' : 'Turn on calendar subscription'}
        </Button>
        {status.data.on ? (
          <Button variant="default" color="red" loading={turnOff.isPending} onClick={() => turnOff.mutate()}>
            Turn off
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
};
