import { Anchor, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { EmptyList } from '../../../kit/EmptyList';
import { ErrorState } from '../../../kit/ErrorState';
import { LoadingState } from '../../../kit/LoadingState';
import { formatDateTime } from '../../specialist/card/specialistLabels';

const PAGE_SIZE = 10;

type Props = {
  /** Only the requests for this solution; all of the agency's otherwise. */
  readonly solutionId?: string;
  /** Whether each request names its solution (with a link to it). */
  readonly showSolution?: boolean;
};

/** Clients' requests for the agency's solutions, newest first: who, how to reach them, what they wrote. */
export const SolutionRequestsList = ({ solutionId, showSolution = false }: Props) => {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const requests = useQuery({ ...trpc.solution.listRequests.queryOptions({ page, count: PAGE_SIZE, ...(solutionId ? { solutionId } : {}) }), placeholderData: keepPreviousData });

  if (requests.isPending) return <LoadingState rows={4} label="Loading the requests" />;
  if (requests.isError) return <ErrorState message={errorMessageOf(requests.error)} onRetry={() => void requests.refetch()} />;
  if (requests.data.items.length === 0) {
    return <EmptyList title="No requests yet" description="When a client asks about a published solution, the request appears here and in your e-mail." />;
  }
  const pages = Math.ceil(requests.data.meta.total / PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Solution requests">
        {requests.data.items.map((request) => (
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
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" getItemProps={(p) => ({ 'aria-label': `Requests page ${p}` })} />
        </Group>
      ) : null}
    </Stack>
  );
};
