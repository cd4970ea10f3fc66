import { Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useField } from 'react-final-form';
import type { z } from 'zod';
import { CreateRoleInput } from '../../../../../application/identity/peopleSchemas';
import { errorMessageOf, notify } from '../../../app/notify';
import { useTRPC, type RouterOutputs } from '../../../app/trpc';
import { ErrorState } from '../../../kit/ErrorState';
import { fieldErrorOf } from '../../../kit/form/fieldError';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { TextareaField } from '../../../kit/form/TextareaField';
import { TextField } from '../../../kit/form/TextField';
import { LoadingState } from '../../../kit/LoadingState';

type Role = RouterOutputs['identity']['roles']['info'];
type Catalogue = RouterOutputs['identity']['roles']['scopes'];
type RoleValues = z.input<typeof CreateRoleInput>;

/** The scopes grouped by area, each checkbox with the sentence of what it allows. */
const ScopesField = ({ catalogue }: { readonly catalogue: Catalogue }) => {
  const { input, meta } = useField<string[]>('scopes', {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = fieldErrorOf(meta);
  return (
    <Checkbox.Group
      label="What the role allows"
      description="Employees with this role get these scopes on their next request."
      value={input.value || []}
      onChange={(values) => {
        input.onChange(values);
        input.onBlur();
      }}
      error={error}
      withAsterisk
    >
      <Stack gap="md" mt="sm">
        {catalogue.areas.map((area) => (
          <Stack key={area.area} gap="xs">
            <Title order={3} fz="sm">
              {area.area}
            </Title>
            {area.scopes.map((s) => (
              <Checkbox key={s.scope} value={s.scope} label={s.allows} description={s.scope} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Checkbox.Group>
  );
};

/** Create a role, or edit one's title and scopes. */
export const RoleForm = ({ role, onSaved }: { readonly role?: Role; readonly onSaved: () => void }) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const catalogue = useQuery(trpc.identity.roles.scopes.queryOptions());
  const create = useMutation(trpc.identity.roles.create.mutationOptions());
  const update = useMutation(trpc.identity.roles.update.mutationOptions());
  if (catalogue.isPending) return <LoadingState rows={8} label="Loading scopes" />;
  if (catalogue.isError)
    return <ErrorState message={errorMessageOf(catalogue.error)} onRetry={() => void catalogue.refetch()} />;
  const save = (values: RoleValues) =>
    role ? update.mutateAsync({ ...values, id: role.id }) : create.mutateAsync(values);
  return (
    <SchemaForm<RoleValues>
      label={role ? 'Edit role' : 'New role'}
      schema={CreateRoleInput}
      maw={720}
      initialValues={
        role
          ? { title: role.title, description: role.description, scopes: role.scopes as RoleValues['scopes'] }
          : { title: '', description: '', scopes: [] }
      }
      onSubmit={(values) =>
        sendForm(
          () => save(values),
          ['title', 'description', 'scopes'],
          () => {
            notify({ kind: 'success', message: role ? 'The role is saved' : 'The role is created' });
            void queryClient.invalidateQueries({ queryKey: trpc.identity.roles.pathKey() });
            void queryClient.invalidateQueries({ queryKey: trpc.identity.profile.queryKey() });
            onSaved();
          },
        )
      }
    >
      {role?.builtIn ? (
        <Text size="sm" c="dimmed">
          A built-in role: its scopes can change, but it cannot be deleted.
        </Text>
      ) : null}
      <TextField name="title" label="Title" withAsterisk />
      <TextareaField name="description" label="Description" maxLength={500} />
      <ScopesField catalogue={catalogue.data} />
      <Group>
        <SubmitButton>{role ? 'Save' : 'Create role'}</SubmitButton>
      </Group>
    </SchemaForm>
  );
};
