import { Group, SimpleGrid, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UpdateEmployeeInput } from '../../../../../application/identity/peopleSchemas';
import { notify } from '../../../app/notify';
import { useTRPC, type RouterOutputs } from '../../../app/trpc';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { SelectField } from '../../../kit/form/SelectField';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { SwitchField } from '../../../kit/form/SwitchField';
import { TextField } from '../../../kit/form/TextField';

type Employee = RouterOutputs['identity']['employees']['info'];
type EmployeeValues = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'owner' | 'member';
  blocked: boolean;
};

const roleOptions = [
  { value: 'owner', label: 'Owner: manages the company’s people' },
  { value: 'member', label: 'Member' },
];

/** The manager's edit of a partner or client employee: name, e-mail, role in the company, block. */
export const EmployeeForm = ({ employee, onSaved }: { readonly employee: Employee; readonly onSaved: () => void }) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.identity.employees.update.mutationOptions());
  return (
    <SchemaForm<EmployeeValues>
      label="Employee"
      schema={UpdateEmployeeInput}
      maw={640}
      initialValues={{
        id: employee.id,
        firstName: employee.name,
        lastName: employee.surname,
        email: employee.email,
        role: employee.role,
        blocked: employee.status === 'blocked',
      }}
      onSubmit={(values) =>
        sendForm(
          () => update.mutateAsync(values),
          ['firstName', 'lastName', 'email', 'role', 'blocked'],
          () => {
            notify({ kind: 'success', message: 'The employee is saved' });
            void queryClient.invalidateQueries({ queryKey: trpc.identity.employees.pathKey() });
            onSaved();
          },
        )
      }
    >
      <Text size="sm" c="dimmed">
        {employee.companyType === 'agency' ? 'Agency' : 'Client'}: {employee.companyName}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextField name="firstName" label="First name" withAsterisk />
        <TextField name="lastName" label="Last name" withAsterisk />
      </SimpleGrid>
      <TextField name="email" label="E-mail" type="email" withAsterisk />
      <SelectField name="role" label="Role in the company" options={roleOptions} searchable={false} required />
      <SwitchField name="blocked" label="Blocked: cannot log in" />
      <Group>
        <SubmitButton>Save</SubmitButton>
      </Group>
    </SchemaForm>
  );
};
