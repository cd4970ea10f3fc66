import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { formatDateTime } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';
import { countOf } from '../../kit/plural';
import { CreateShortlistForm } from './CreateShortlistForm';
import { useShortlists } from './useShortlists';

/** The client company's lists, the latest changed first, with the form that makes a new one. */
export const ShortlistsOverview = ({ pathOf }: { readonly pathOf: (id: string) => string }) => {
  const lists = useShortlists();
  return (
    <Stack gap="lg">
      <Card withBorder radius="md">
        <CreateShortlistForm withSkills />
      </Card>
      {lists.isPending ? (
        <LoadingState rows={4} label="Loading your lists" />
      ) : lists.isError ? (
        <ErrorState message={errorMessageOf(lists.error)} onRetry={() => void lists.refetch()} />
      ) : lists.data.items.length === 0 ? (
        <EmptyList
          title="No lists yet"
          description="Nobody in your company has made a list yet. Name one above, then use 'Save to list' on a specialist or a team; every colleague sees the lists, votes and comments."
        />
      ) : (
        <Stack component="ul" aria-label="Your company's lists" gap="sm" p={0} style={{ listStyle: 'none' }}>
          {lists.data.items.map((list) => (
            <Card component="li" key={list.id} withBorder radius="md">
              <Group justify="space-between" wrap="wrap">
                <Anchor component={Link} to={pathOf(list.id)} fw={600}>
                  {list.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {countOf(list.entryCount, 'entry', 'entries')} · made by {list.createdBy.name} · changed{' '}
                  {formatDateTime(list.updatedAt)}
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
