import { Button, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessageOf, notify } from '../../../app/notify';
import { useTRPC, type RouterOutputs } from '../../../app/trpc';
import { EmptyList } from '../../../kit/EmptyList';
import { ErrorState } from '../../../kit/ErrorState';
import { ListPage } from '../../../kit/list/ListPage';
import { ListTable, RowTitle, type ListColumn } from '../../../kit/list/ListTable';
import { LoadingState } from '../../../kit/LoadingState';

type Role = RouterOutputs['identity']['roles']['list']['items'][number];

const columns: ListColumn<Role, never>[] = [
  {
    header: 'Role',
    cell: (r) => (
      <RowTitle
        title={r.title}
        to={`/manager/roles/${r.id}/update`}
        subtitle={r.builtIn ? 'Built-in role' : r.description || null}
      />
    ),
  },
  { header: 'Scopes', cell: (r) => <Text size="sm">{r.scopes.join(', ')}</Text> },
  { header: 'Employees', cell: (r) => r.holders, noWrap: true },
];

/** The staff roles: what each allows and how many employees hold it; deleting is for unused roles of one's own. */
export const RolesList = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const roles = useQuery(trpc.identity.roles.list.queryOptions());
  const remove = useMutation(
    trpc.identity.roles.delete.mutationOptions({
      onSuccess: () => {
        notify({ kind: 'success', message: 'The role is deleted' });
        void queryClient.invalidateQueries({ queryKey: trpc.identity.roles.list.queryKey() });
      },
      onError: (error) => notify({ kind: 'error', message: errorMessageOf(error) }),
    }),
  );
  return (
    <ListPage
      title="Roles"
      actions={
        <Button component={Link} to="/manager/roles/create">
          New role
        </Button>
      }
    >
      {roles.isPending ? (
        <LoadingState rows={6} label="Loading roles" />
      ) : roles.isError ? (
        <ErrorState message={errorMessageOf(roles.error)} onRetry={() => void roles.refetch()} />
      ) : roles.data.items.length === 0 ? (
        <EmptyList title="No roles yet" />
      ) : (
        <ListTable<Role, never>
          rows={roles.data.items}
          columns={columns}
          caption="Staff roles"
          minWidth={720}
          actions={(r) =>
            r.allowedActions.includes('delete') ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => remove.mutate({ id: r.id })}
                aria-label={`Delete the role ${r.title}`}
              >
                Delete
              </Button>
            ) : null
          }
        />
      )}
    </ListPage>
  );
};
