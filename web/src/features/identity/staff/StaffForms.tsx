import { Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { InviteStaffInput, UpdateStaffInput } from '../../../../../application/identity/peopleSchemas';
import { errorMessageOf, notify } from '../../../app/notify';
import { useTRPC, type RouterOutputs } from '../../../app/trpc';
import { ErrorState } from '../../../kit/ErrorState';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { SelectField } from '../../../kit/form/SelectField';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { SwitchField } from '../../../kit/form/SwitchField';
import { TextField } from '../../../kit/form/TextField';
import { LoadingState } from '../../../kit/LoadingState';
import { countOf } from '../../../kit/plural';

type StaffMember = RouterOutputs['identity']['staff']['info'];

/** The staff roles as choices, each with its scopes' count. */
const useRoleOptions = () => {
  const trpc = useTRPC();
  const roles = useQuery(trpc.identity.roles.list.queryOptions());
  return {
    roles,
    options: (roles.data?.items ?? []).map((r) => ({
      value: r.id,
      label: `${r.title} (${countOf(r.scopes.length, 'scope')})`,
    })),
  };
};

/** Invite a platform employee by e-mail with a role: they register from the link. */
export const InviteStaffForm = ({ onInvited }: { readonly onInvited: () => void }) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invite = useMutation(trpc.identity.staff.invite.mutationOptions());
  const { roles, options } = useRoleOptions();
  if (roles.isPending) return <LoadingState rows={3} label="Loading roles" />;
  if (roles.isError) return <ErrorState message={errorMessageOf(roles.error)} onRetry={() => void roles.refetch()} />;
  return (
    <SchemaForm<{ email: string; roleId: string }>
      label="Invite an employee"
      schema={InviteStaffInput}
      maw={520}
      onSubmit={(values) =>
        sendForm(
          () => invite.mutateAsync(values),
          ['email', 'roleId'],
          () => {
            notify({ kind: 'success', message: `The invitation is sent to ${values.email.trim().toLowerCase()}` });
            void queryClient.invalidateQueries({ queryKey: trpc.identity.staff.invitations.queryKey() });
            onInvited();
          },
        )
      }
    >
      <Text size="sm" c="dimmed">
        The employee gets an e-mail with a link to register; it works for 7 days.
      </Text>
      <TextField name="email" label="E-mail" type="email" autoComplete="off" withAsterisk />
      <SelectField name="roleId" label="Role" options={options} required />
      <Group>
        <SubmitButton>Send invitation</SubmitButton>
      </Group>
    </SchemaForm>
  );
};

/** Change an employee's role or block them. */
export const EditStaffForm = ({ member, onSaved }: { readonly member: StaffMember; readonly onSaved: () => void }) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.identity.staff.update.mutationOptions());
  const { roles, options } = useRoleOptions();
  if (roles.isPending) return <LoadingState rows={3} label="Loading roles" />;
  if (roles.isError) return <ErrorState message={errorMessageOf(roles.error)} onRetry={() => void roles.refetch()} />;
  return (
    <SchemaForm<{ id: string; roleId: string; blocked: boolean }>
      label="Employee"
      schema={UpdateStaffInput}
      maw={520}
      initialValues={{ id: member.id, roleId: member.roleId, blocked: member.status === 'blocked' }}
      onSubmit={(values) =>
        sendForm(
          () => update.mutateAsync(values),
          ['roleId', 'blocked'],
          () => {
            notify({ kind: 'success', message: 'The employee is saved' });
            void queryClient.invalidateQueries({ queryKey: trpc.identity.staff.pathKey() });
            onSaved();
          },
        )
      }
    >
      <Stack gap={2}>
        <Text fw={600}>
          {member.name} {member.surname}
        </Text>
        <Text size="sm" c="dimmed">
          {member.email}
        </Text>
      </Stack>
      <SelectField name="roleId" label="Role" options={options} required />
      <SwitchField
        name="blocked"
        label="Blocked: cannot log in"
        {...(member.isMe ? { description: 'You cannot block yourself' } : {})}
      />
      <Group>
        <SubmitButton>Save</SubmitButton>
      </Group>
    </SchemaForm>
  );
};
