import { Button, Group, SegmentedControl, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf, notifyError } from '../../app/notify';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { UserAvatar } from '../../kit/UserAvatar';

type CompanyFilter = 'all' | 'agency' | 'client';

const SEARCH_DEBOUNCE_MS = 500;
const companyTypeLabels = { agency: 'Partner agency', client: 'Client' } as const;

/** A manager finds a partner or client user and acts as them; the same session then works as that user. */
export const ImpersonationCandidates = () => {
  const trpc = useTRPC();
  const { switchIdentity } = useSession();
  const [search, setSearch] = useState('');
  const [companyFilter, setCompanyFilter] = useState<CompanyFilter>('all');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const candidates = useQuery({
    ...trpc.identity.impersonationCandidates.queryOptions({
      search: debouncedSearch,
      ...(companyFilter === 'all' ? {} : { companyType: companyFilter }),
    }),
    placeholderData: keepPreviousData,
  });

  const start = useMutation(
    trpc.identity.startImpersonation.mutationOptions({
      onSuccess: () => switchIdentity('/pa'),
      onError: (error) => notifyError(error, 'identity.startImpersonation'),
    }),
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Find a user"
          description="Name, e-mail or company"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="candidate-company-type">
            Company type
          </Text>
          <SegmentedControl
            aria-labelledby="candidate-company-type"
            value={companyFilter}
            onChange={(value) => setCompanyFilter(value === 'agency' || value === 'client' ? value : 'all')}
            data={[
              { value: 'all', label: 'All' },
              { value: 'agency', label: 'Partners' },
              { value: 'client', label: 'Clients' },
            ]}
          />
        </Stack>
      </Group>

      {candidates.isPending ? (
        <LoadingState rows={6} label="Loading users" />
      ) : candidates.isError ? (
        <ErrorState message={errorMessageOf(candidates.error)} onRetry={() => void candidates.refetch()} />
      ) : candidates.data.length === 0 ? (
        <EmptyList title="No users found" description="Try another name, e-mail or company." />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover aria-busy={candidates.isFetching}>
            <Table.Caption>Users a manager can act as</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {candidates.data.map((candidate) => {
                const fullName = `${candidate.name} ${candidate.surname}`;
                return (
                  <Table.Tr key={candidate.userId}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <UserAvatar name={candidate.name} surname={candidate.surname} size="s" />
                        <Stack gap={0}>
                          <Text size="sm" fw={500}>
                            {fullName}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {candidate.email}
                          </Text>
                        </Stack>
                      </Group>
                    </Table.Td>
                    <Table.Td>{candidate.companyName}</Table.Td>
                    <Table.Td>{companyTypeLabels[candidate.companyType]}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Act as ${fullName} (${candidate.companyName})`}
                        loading={start.isPending && start.variables?.userId === candidate.userId}
                        disabled={start.isPending}
                        onClick={() => start.mutate({ userId: candidate.userId })}
                      >
                        Act as
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};
