import { Alert, Anchor, Card, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { formatDate } from '../../kit/format';
import { useShortlistMutations, type ShortlistView } from './useShortlists';

/**
 * 'For the request': any colleague ties the list to one of the company's client requests (or unties it); the
 * request's key skills then count as needed and its period is the comparison's first choice.
 */
export const ListRequestPicker = ({ list }: { readonly list: ShortlistView }) => {
  const trpc = useTRPC();
  const choices = useQuery(trpc.shortlist.requestChoices.queryOptions());
  const { request: choose } = useShortlistMutations();
  const items = choices.data?.items ?? [];
  // The tied request stays offered even when it is no longer among the company's latest.
  const options = [
    ...items.map((item) => ({ value: item.id, label: item.title || 'Untitled request' })),
    ...(list.request && !items.some((item) => item.id === list.request?.id)
      ? [{ value: list.request.id, label: list.request.title || 'Untitled request' }]
      : []),
  ];
  const noRequests = choices.isSuccess && options.length === 0;
  return (
    <Card withBorder radius="md" component="section" aria-label="The request this list is for">
      <Stack gap="xs">
        <Select
          label="For the request"
          description="Its key skills count as needed beside the list's own, and its period is compared first."
          placeholder={noRequests ? 'No requests to choose from' : 'Not tied to a request'}
          data={options}
          value={list.request?.id ?? null}
          onChange={(requestId) => choose.mutate({ listId: list.id, requestId })}
          clearable
          disabled={noRequests || choices.isPending || choose.isPending}
          comboboxProps={{ withinPortal: true }}
          maw={480}
        />
        {noRequests ? (
          <Text size="sm" c="dimmed">
            Your company has no client requests yet, so there is nothing to tie this list to.{' '}
            <Anchor component={Link} to="/pa/client-requests/create" underline="always">
              Post a request
            </Anchor>{' '}
            and it will appear here.
          </Text>
        ) : null}
        {list.request ? (
          <Text size="sm" c="dimmed">
            {formatDate(list.request.periodFrom)} – {formatDate(list.request.periodTo)}
            {list.request.keySkills.length > 0 ? ` · key skills: ${list.request.keySkills.join(', ')}` : ''} · tied by{' '}
            {list.request.tiedBy.name} on {formatDate(list.request.tiedAt)}
          </Text>
        ) : null}
        {choices.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(choices.error)}
          </Alert>
        ) : null}
        {choose.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(choose.error)}
          </Alert>
        ) : null}
        {list.requestHistory.length > 0 ? (
          <details>
            <summary>
              <Text span size="sm">
                History of the request this list is for
              </Text>
            </summary>
            <Stack component="ul" gap={2} mt={4} style={{ paddingLeft: '1.2rem', margin: 0 }}>
              {list.requestHistory.map((tie) => (
                <Text component="li" size="sm" key={`${tie.at}-${tie.request?.id ?? 'none'}`}>
                  {formatDate(tie.at)}: {tie.by.name}
                  {tie.byManager ? ' (a platform manager acting for them)' : ''}{' '}
                  {tie.request ? `tied it to '${tie.request.title || 'a request no longer found'}'` : 'untied it'}
                </Text>
              ))}
            </Stack>
          </details>
        ) : null}
      </Stack>
    </Card>
  );
};
