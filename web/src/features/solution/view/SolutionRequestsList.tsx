import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../../app/trpc';
import { formatDateTime } from '../../../kit/format';
import { ListBody } from '../../../kit/list/ListBody';
import { useLocalPaging } from '../../../kit/list/listState';

type Props = {
  /** Only the requests for this solution; all of the agency's otherwise. */
  readonly solutionId?: string;
  /** Whether each request names its solution (with a link to it). */
  readonly showSolution?: boolean;
};

/** Clients' requests for the agency's solutions, newest first: who, how to reach them, what they wrote. */
export const SolutionRequestsList = ({ solutionId, showSolution = false }: Props) => {
  const trpc = useTRPC();
  const paging = useLocalPaging(10);
  const { page, pageSize } = paging.state;
  const requests = useQuery({
    ...trpc.solution.listRequests.queryOptions({ page, count: pageSize, ...(solutionId ? { solutionId } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListBody
      query={requests}
      list={paging}
      loadingRows={4}
      words={{
        noun: 'the requests',
        empty: {
          title: 'No requests yet',
          description: 'When a client asks about a published solution, the request appears here and in your e-mail.',
        },
        filteredEmpty: { title: 'No requests', description: '' },
      }}
    >
      {(items) => (
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Solution requests"
        >
          {items.map((request) => (
            <Card key={request.id} component="li" withBorder radius="md" padding="md">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={2}>
                  <Text fw={600}>{request.clientName}</Text>
                  {showSolution ? (
                    <Anchor component={Link} to={`/pa/solutions/${request.solutionId}`} size="sm">
                      {request.solutionTitle}
                    </Anchor>
                  ) : null}
                </Stack>
                <Text size="xs" c="dimmed">
                  <time dateTime={String(request.createdAt)}>{formatDateTime(request.createdAt)}</time>
                </Text>
              </Group>
              <Text size="sm" mt="xs">
                {[request.contactName, request.contactEmail, request.phone].filter(Boolean).join(' · ')}
              </Text>
              {request.contactEmail ? (
                <Anchor href={`mailto:${request.contactEmail}`} size="sm">
                  Reply by e-mail
                </Anchor>
              ) : null}
              {request.comment ? (
                <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
                  {request.comment}
                </Text>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
    </ListBody>
  );
};
