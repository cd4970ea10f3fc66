import { Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { InvitePersonInput } from '../../../../../application/identity/peopleSchemas';
import { errorMessageOf, notify } from '../../../app/notify';
import { useSession } from '../../../app/session/SessionProvider';
import { useTRPC, type RouterOutputs } from '../../../app/trpc';
import { EmptyList } from '../../../kit/EmptyList';
import { ErrorState } from '../../../kit/ErrorState';
import { formatDate } from '../../../kit/format';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { SelectField } from '../../../kit/form/SelectField';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { TextField } from '../../../kit/form/TextField';
import { ListTable, type ListColumn } from '../../../kit/list/ListTable';
import { LoadingState } from '../../../kit/LoadingState';
import { StatusBadge } from '../../../kit/status/StatusBadge';

type Person = RouterOutputs['identity']['people']['list']['items'][number];
type Invitation = RouterOutputs['identity']['people']['invitations']['items'][number];
type PersonAction = Person['allowedActions'][number];

const roleLabels = { owner: 'Owner', member: 'Member' } as const;
const statusLabels = { active: 'Active', blocked: 'Blocked', unverified: 'Not confirmed' } as const;
const invitationLabels = {
  pending: 'Waiting',
  expired: 'Expired',
  revoked: 'Withdrawn',
  accepted: 'Accepted',
} as const;
const actionLabels: Record<PersonAction, string> = {
  block: 'Block',
  unblock: 'Unblock',
  makeOwner: 'Make owner',
  makeMember: 'Make member',
};
const roleOptions = [
  { value: 'member', label: 'Member' },
  { value: 'owner', label: 'Owner: also manages people' },
];

const personColumns: ListColumn<Person, never>[] = [
  { header: 'Name', cell: (p) => `${p.name} ${p.surname}${p.isMe ? ' (you)' : ''}` },
  { header: 'E-mail', cell: (p) => p.email },
  { header: 'Role', cell: (p) => roleLabels[p.role], noWrap: true },
  {
    header: 'Status',
    cell: (p) => <StatusBadge status={p.status === 'active' ? 'active' : p.status} label={statusLabels[p.status]} />,
    noWrap: true,
  },
];

const invitationColumns: ListColumn<Invitation, never>[] = [
  { header: 'E-mail', cell: (i) => i.email },
  {
    header: 'Role',
    cell: (i) => (i.role === 'owner' || i.role === 'member' ? roleLabels[i.role] : i.roleTitle),
    noWrap: true,
  },
  {
    header: 'State',
    cell: (i) => (
      <StatusBadge
        status={i.state === 'pending' ? 'moderation' : i.state === 'expired' ? 'draft' : 'declined'}
        label={invitationLabels[i.state]}
      />
    ),
    noWrap: true,
  },
  { header: 'Valid until', cell: (i) => formatDate(i.expiresAt), noWrap: true },
];

/** The people of the caller's company: colleagues with their role and status, invitations, and (for owners) the changes. */
export const CompanyPeople = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const people = useQuery(trpc.identity.people.list.queryOptions());
  const invitations = useQuery(trpc.identity.people.invitations.queryOptions());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.identity.people.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.identity.people.invitations.queryKey() }),
    ]);
  const done = (message: string) => ({
    onSuccess: () => {
      notify({ kind: 'success', message });
      void refresh();
    },
    onError: (error: unknown) => notify({ kind: 'error', message: errorMessageOf(error) }),
  });
  const block = useMutation(trpc.identity.people.block.mutationOptions(done('The colleague is blocked')));
  const unblock = useMutation(trpc.identity.people.unblock.mutationOptions(done('The colleague is unblocked')));
  const changeRole = useMutation(trpc.identity.people.changeRole.mutationOptions(done('The role is changed')));
  const resend = useMutation(
    trpc.identity.people.resendInvitation.mutationOptions(done('The invitation is sent again')),
  );
  const revoke = useMutation(
    trpc.identity.people.revokeInvitation.mutationOptions(done('The invitation is withdrawn')),
  );
  const invite = useMutation(trpc.identity.people.invite.mutationOptions());

  const act = (person: Person, action: PersonAction) => {
    if (action === 'block') block.mutate({ id: person.id });
    else if (action === 'unblock') unblock.mutate({ id: person.id });
    else changeRole.mutate({ id: person.id, role: action === 'makeOwner' ? 'owner' : 'member' });
  };

  if (people.isPending) return <LoadingState rows={4} label="Loading the people of the company" />;
  if (people.isError)
    return <ErrorState message={errorMessageOf(people.error)} onRetry={() => void people.refetch()} />;
  const { items, canManage } = people.data;
  const openInvitations = invitations.data?.items ?? [];

  return (
    <Stack gap="xl">
      {canManage ? (
        <Stack gap="xs">
          <Title order={3} fz="md">
            Invite a colleague
          </Title>
          <Text size="sm" c="dimmed">
            They get an e-mail with a link to register; the link works for 7 days. An e-mail that already has an account
            cannot join another company.
          </Text>
          <SchemaForm<{ email: string; role: 'owner' | 'member' }>
            label="Invite a colleague"
            schema={InvitePersonInput}
            initialValues={{ role: 'member' }}
            onSubmit={(values, form) =>
              sendForm(
                () => invite.mutateAsync(values),
                ['email', 'role'],
                () => {
                  notify({
                    kind: 'success',
                    message: `The invitation is sent to ${values.email.trim().toLowerCase()}`,
                  });
                  void refresh();
                  setTimeout(() => form.restart({ role: 'member' }));
                },
              )
            }
          >
            <Group align="flex-start" grow wrap="wrap">
              <TextField name="email" label="Colleague's e-mail" type="email" autoComplete="off" withAsterisk />
              <SelectField name="role" label="Role in the company" options={roleOptions} searchable={false} required />
            </Group>
            <Group>
              <SubmitButton>Send invitation</SubmitButton>
            </Group>
          </SchemaForm>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Only the owners of {profile?.companyName ?? 'the company'} invite colleagues and change their roles.
        </Text>
      )}

      <Stack gap="xs">
        <Title order={3} fz="md">
          People
        </Title>
        {items.length === 0 ? (
          <EmptyList title="Nobody here yet" />
        ) : (
          <ListTable<Person, never>
            rows={items}
            columns={personColumns}
            caption="People of the company"
            minWidth={640}
            {...(canManage
              ? {
                  actions: (person: Person) =>
                    person.allowedActions.length > 0 ? (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button
                            variant="default"
                            size="xs"
                            aria-label={`Actions for ${person.name} ${person.surname}`}
                          >
                            Actions
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {person.allowedActions.map((action) => (
                            <Menu.Item
                              key={action}
                              color={action === 'block' ? 'red' : undefined}
                              onClick={() => act(person, action)}
                            >
                              {actionLabels[action]}
                            </Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                    ) : null,
                }
              : {})}
          />
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} fz="md">
          Invitations
        </Title>
        {invitations.isPending ? (
          <LoadingState rows={2} label="Loading invitations" />
        ) : invitations.isError ? (
          <ErrorState message={errorMessageOf(invitations.error)} onRetry={() => void invitations.refetch()} />
        ) : openInvitations.length === 0 ? (
          <Text size="sm" c="dimmed">
            No invitations waiting.
          </Text>
        ) : (
          <ListTable<Invitation, never>
            rows={openInvitations}
            columns={invitationColumns}
            caption="Invitations of the company"
            minWidth={640}
            {...(canManage
              ? {
                  actions: (invitation: Invitation) => (
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {invitation.allowedActions.includes('resend') ? (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => resend.mutate({ id: invitation.id })}
                          aria-label={`Send the invitation to ${invitation.email} again`}
                        >
                          Send again
                        </Button>
                      ) : null}
                      {invitation.allowedActions.includes('revoke') ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => revoke.mutate({ id: invitation.id })}
                          aria-label={`Withdraw the invitation to ${invitation.email}`}
                        >
                          Withdraw
                        </Button>
                      ) : null}
                    </Group>
                  ),
                }
              : {})}
          />
        )}
      </Stack>
    </Stack>
  );
};
