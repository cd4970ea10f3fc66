import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessageOf, notify } from '../../../app/notify';
import { useTRPC, type RouterOutputs } from '../../../app/trpc';
import { DebouncedSearchInput } from '../../../kit/DebouncedSearchInput';
import { ErrorState } from '../../../kit/ErrorState';
import { formatDate } from '../../../kit/format';
import { ListPage } from '../../../kit/list/ListPage';
import { ListTable, RowTitle, type ListColumn } from '../../../kit/list/ListTable';
import { ListView } from '../../../kit/list/ListView';
import { pageInputOf, textParam, useListState, type ListConfig } from '../../../kit/list/listState';
import { LoadingState } from '../../../kit/LoadingState';
import { StatusBadge } from '../../../kit/status/StatusBadge';

type StaffMember = RouterOutputs['identity']['staff']['list']['items'][number];
type Invitation = RouterOutputs['identity']['staff']['invitations']['items'][number];

const staffList: ListConfig<{ search: string }, never> = {
  filters: { search: textParam('search') },
  sortFields: [],
  pageSizes: [20, 40],
};
const statusLabels = { active: 'Active', blocked: 'Blocked', unverified: 'Not confirmed' } as const;

const columns: ListColumn<StaffMember, never>[] = [
  {
    header: 'Name',
    cell: (s) => (
      <RowTitle
        title={`${s.name} ${s.surname}${s.isMe ? ' (you)' : ''}`}
        to={`/manager/platform/staff/${s.id}/update`}
      />
    ),
  },
  { header: 'E-mail', cell: (s) => s.email },
  { header: 'Role', cell: (s) => s.roleTitle, noWrap: true },
  { header: 'Status', cell: (s) => <StatusBadge status={s.status} label={statusLabels[s.status]} />, noWrap: true },
  { header: 'Since', cell: (s) => formatDate(s.createdAt), noWrap: true },
];

const invitationColumns: ListColumn<Invitation, never>[] = [
  { header: 'E-mail', cell: (i) => i.email },
  { header: 'Role', cell: (i) => i.roleTitle, noWrap: true },
  {
    header: 'State',
    cell: (i) => (i.state === 'pending' ? 'Waiting' : i.state === 'expired' ? 'Expired' : 'Withdrawn'),
    noWrap: true,
  },
  { header: 'Valid until', cell: (i) => formatDate(i.expiresAt), noWrap: true },
];

/** The platform's employees with their roles, searchable, and the invitations not yet accepted. */
export const StaffList = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useListState(staffList);
  const staff = useQuery({
    ...trpc.identity.staff.list.queryOptions({ ...pageInputOf(list.state), search: list.state.filters.search }),
    placeholderData: keepPreviousData,
  });
  const invitations = useQuery(trpc.identity.staff.invitations.queryOptions());
  const after = (message: string) => ({
    onSuccess: () => {
      notify({ kind: 'success', message });
      void queryClient.invalidateQueries({ queryKey: trpc.identity.staff.invitations.queryKey() });
    },
    onError: (error: unknown) => notify({ kind: 'error', message: errorMessageOf(error) }),
  });
  const resend = useMutation(
    trpc.identity.staff.resendInvitation.mutationOptions(after('The invitation is sent again')),
  );
  const revoke = useMutation(
    trpc.identity.staff.revokeInvitation.mutationOptions(after('The invitation is withdrawn')),
  );
  const open = invitations.data?.items ?? [];

  return (
    <ListPage
      title="Platform staff"
      actions={
        <Button component={Link} to="/manager/platform/staff/create">
          Invite an employee
        </Button>
      }
      filters={
        <DebouncedSearchInput
          label="Search"
          placeholder="Name or e-mail"
          value={list.state.filters.search}
          onSearch={(search) => list.setFilters({ search })}
        />
      }
    >
      <ListView<StaffMember, never>
        query={staff}
        list={{ ...list, setSort: () => undefined }}
        words={{
          noun: 'employees',
          empty: { title: 'No employees yet' },
          filteredEmpty: { title: 'Nobody matches the search', description: 'Try another name or e-mail.' },
        }}
        table={{ columns, caption: 'Platform employees', minWidth: 720 }}
      />
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Invitations
        </Title>
        {invitations.isPending ? (
          <LoadingState rows={2} label="Loading invitations" />
        ) : invitations.isError ? (
          <ErrorState message={errorMessageOf(invitations.error)} onRetry={() => void invitations.refetch()} />
        ) : open.length === 0 ? (
          <Text size="sm" c="dimmed">
            No invitations waiting.
          </Text>
        ) : (
          <ListTable<Invitation, never>
            rows={open}
            columns={invitationColumns}
            caption="Invitations of platform employees"
            minWidth={640}
            actions={(i) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                {i.allowedActions.includes('resend') ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => resend.mutate({ id: i.id })}
                    aria-label={`Send the invitation to ${i.email} again`}
                  >
                    Send again
                  </Button>
                ) : null}
                {i.allowedActions.includes('revoke') ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => revoke.mutate({ id: i.id })}
                    aria-label={`Withdraw the invitation to ${i.email}`}
                  >
                    Withdraw
                  </Button>
                ) : null}
              </Group>
            )}
          />
        )}
      </Stack>
    </ListPage>
  );
};
