import { Container, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title, Button } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { publicListInputOf, publicRequestList } from '../../features/clientRequest/clientRequestList';
import { RequestCard } from '../../features/clientRequest/RequestCard';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { ListPagination } from '../../kit/list/ListPagination';
import { useListState } from '../../kit/list/listState';

const hour = 3_600_000;

/** `/clients-requests`: published requests, newest publication first, 20 a page; filters by category, skill and period in the address. */
export const PublicRequestsPage = () => {
  const trpc = useTRPC();
  const list = useListState(publicRequestList);
  const { filters } = list.state;
  const requests = useQuery({
    ...trpc.clientRequest.publicList.queryOptions(publicListInputOf(list.state)),
    placeholderData: keepPreviousData,
  });
  const tree = useQuery(trpc.reference.categoryTree.queryOptions({ type: 'specialist' }, { staleTime: hour }));
  const skills = useQuery(trpc.reference.keySkills.queryOptions({ limit: 1000 }, { staleTime: hour }));
  const categoryOptions = (tree.data ?? []).flatMap((c) => [
    { value: c.id, label: c.title },
    ...c.children.map((child) => ({ value: child.id, label: `${c.title}: ${child.title}` })),
  ]);
  const total = requests.data?.meta.total ?? 0;

  const body = (() => {
    if (requests.isPending) {
      return (
        <Stack role="status" aria-busy="true" aria-label="Loading requests">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={150} radius="md" />
          ))}
        </Stack>
      );
    }
    if (requests.isError)
      return <ErrorState message={errorMessageOf(requests.error)} onRetry={() => void requests.refetch()} />;
    if (requests.data.items.length === 0) {
      return list.filtered ? (
        <EmptyList
          title="No requests match the filters"
          description="Choose another category, skill or period."
          action={
            <Button variant="default" onClick={list.resetFilters}>
              Reset filters
            </Button>
          }
        />
      ) : (
        <EmptyList
          title="No open requests right now"
          description="Client requests appear here once the platform has checked them."
        />
      );
    }
    return (
      <>
        <Stack
          component="ul"
          gap="md"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Client requests"
        >
          {requests.data.items.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} />
            </li>
          ))}
        </Stack>
        <ListPagination page={list.state.page} count={list.state.pageSize} total={total} onPage={list.setPage} />
      </>
    );
  })();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Client requests</Title>
          <Text c="dimmed" aria-live="polite">
            {requests.data ? `${total} open ${total === 1 ? 'request' : 'requests'}` : 'Looking for requests…'}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} component="section" aria-label="Filters">
          <Select
            label="Category"
            placeholder="Any"
            data={categoryOptions}
            value={filters.categoryId}
            onChange={(categoryId) => list.setFilters({ categoryId })}
            searchable
            clearable
          />
          <Select
            label="Key skill"
            placeholder="Any"
            data={(skills.data ?? []).map((s) => ({ value: s.id, label: s.title }))}
            value={filters.keySkillId}
            onChange={(keySkillId) => list.setFilters({ keySkillId })}
            searchable
            clearable
          />
          <TextInput
            type="date"
            label="Available from"
            value={filters.from}
            onChange={(e) => list.setFilters({ from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="Available to"
            value={filters.to}
            onChange={(e) => list.setFilters({ to: e.currentTarget.value })}
          />
        </SimpleGrid>
        {list.filtered ? (
          <Group>
            <Button variant="subtle" onClick={list.resetFilters}>
              Reset filters
            </Button>
          </Group>
        ) : null}
        {body}
      </Stack>
    </Container>
  );
};
