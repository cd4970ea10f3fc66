import { Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useField, useForm } from 'react-final-form';
import { CONTRACT_LIMITS, CreateContractInput, UpdateContractInput } from '../../../../application/contract/schemas';
import type { ContractKind } from '../../../../domain/contract/contract.kinds';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { DateField } from '../../kit/form/DateField';
import { fieldErrorOf } from '../../kit/form/fieldError';
import { fieldSubscription } from '../../kit/form/fieldProps';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { SelectField } from '../../kit/form/SelectField';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { SwitchField } from '../../kit/form/SwitchField';
import { TextField } from '../../kit/form/TextField';
import { CommissionField } from './CommissionField';
import { CompanyPicker } from './CompanyPicker';
import { EmailTagsField } from './EmailTagsField';
import type { ManagerContract } from './managerContractList';
import { PaymentRequisiteField } from './PaymentRequisiteField';

export type ContractFormValues = {
  companyId?: string | null;
  date?: string;
  documentType?: string;
  contractType?: string;
  signerName?: string;
  signerPosition?: string;
  signerEmail?: string;
  numberChange: boolean;
  numberInternal?: string;
  useNumberInternal: boolean;
  paymentRequisite?: string | null;
  mailForNotifications: string[];
  commission?: string;
  daysPaid?: string;
};

const fieldNames = [
  'companyId',
  'date',
  'documentType',
  'contractType',
  'signerName',
  'signerPosition',
  'signerEmail',
  'numberChange',
  'numberInternal',
  'useNumberInternal',
  'paymentRequisite',
  'mailForNotifications',
  'commission',
  'daysPaid',
];
// The server names a wrong notification address by its place in the list.
const holdsField = [
  ...fieldNames,
  ...Array.from({ length: CONTRACT_LIMITS.mails }, (_, i) => `mailForNotifications.${i}`),
];

const valuesOf = (contract: ManagerContract): ContractFormValues => ({
  companyId: contract.company.id,
  date: contract.date ?? '',
  documentType: contract.documentType.code,
  contractType: contract.contractType.code,
  signerName: contract.signerName,
  signerPosition: contract.signerPosition,
  signerEmail: contract.signerEmail.email,
  numberChange: contract.numberChange,
  numberInternal: contract.numberInternal ?? '',
  useNumberInternal: contract.useNumberInternal,
  paymentRequisite: contract.paymentRequisite,
  mailForNotifications: [...contract.mailForNotifications],
  commission: contract.commission ?? '',
  daysPaid: contract.daysPaid === null ? '' : String(contract.daysPaid),
});

const newValues = (kind: ContractKind): ContractFormValues => ({
  documentType: 'contract',
  contractType: kind === 'partner' ? 'partnership' : 'staff_augmentation',
  numberChange: false,
  useNumberInternal: true,
  mailForNotifications: [],
  paymentRequisite: null,
});

/** The company, chosen once: a contract never moves to another company. */
const CompanyField = ({ kind, locked }: { readonly kind: ContractKind; readonly locked: string | null }) => {
  const form = useForm<ContractFormValues>();
  const { input, meta } = useField<string | null>('companyId', { subscription: fieldSubscription });
  if (locked !== null) {
    return (
      <div>
        <Text size="sm" fw={500}>
          {kind === 'partner' ? 'Partner' : 'Client'}
        </Text>
        <Text size="sm">{locked}</Text>
      </div>
    );
  }
  return (
    <CompanyPicker
      kind={kind}
      label={kind === 'partner' ? 'Partner' : 'Client'}
      value={input.value || null}
      onChange={(id) => {
        input.onChange(id);
        // Payment details belong to a company: another company starts from its own default.
        form.change('paymentRequisite', null);
        form.resetFieldState('paymentRequisite');
      }}
      onBlur={() => input.onBlur()}
      error={fieldErrorOf(meta)}
      required
    />
  );
};

type ContractFormProps = {
  readonly kind: ContractKind;
  /** The draft being edited; none for a new contract. */
  readonly contract?: ManagerContract;
  /** The company a new contract is for, when the page already knows it (a client's request). */
  readonly companyId?: string | null;
  /** The signer a new contract starts from (the client's user who asked for it). */
  readonly signer?: { readonly name: string; readonly position: string; readonly email: string } | null;
  readonly onSaved: (contract: ManagerContract) => void;
};

/** A contract's fields as the seeds' contract entity has them: create a draft, or change one while it is a draft. */
export const ContractForm = ({ kind, contract, companyId = null, signer = null, onSaved }: ContractFormProps) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const documentTypes = useQuery(trpc.contract.documentTypes.queryOptions({ kind }));
  const contractTypes = useQuery(trpc.contract.contractTypes.queryOptions({ kind }));
  const create = useMutation(trpc.contract.create.mutationOptions());
  const update = useMutation(trpc.contract.update.mutationOptions());
  const saved = (answer: ManagerContract) => {
    void queryClient.invalidateQueries({ queryKey: trpc.contract.pathKey() });
    // The answer is the contract as its page reads it: a new draft's page shows at once, without asking again.
    queryClient.setQueryData(trpc.contract.info.queryKey({ id: answer.id }), answer);
    notify({
      kind: 'success',
      message: contract ? 'Data changed successfully' : `Draft ${answer.number} created`,
      requestPath: 'contract.save',
    });
    onSaved(answer);
  };
  const send = (values: ContractFormValues) =>
    sendForm(
      () =>
        contract
          ? update.mutateAsync({
              ...(values as Record<string, unknown>),
              kind,
              id: contract.id,
              version: contract.version,
            } as never)
          : create.mutateAsync({ ...(values as Record<string, unknown>), kind } as never),
      holdsField,
      saved,
    );
  return (
    <SchemaForm<ContractFormValues>
      label={contract ? `Contract ${contract.number}` : 'New contract'}
      schema={contract ? UpdateContractInput.omit({ id: true, version: true }) : CreateContractInput}
      initialValues={
        contract
          ? valuesOf(contract)
          : {
              ...newValues(kind),
              ...(companyId ? { companyId } : {}),
              ...(signer
                ? { signerName: signer.name, signerPosition: signer.position || undefined, signerEmail: signer.email }
                : {}),
            }
      }
      onSubmit={send}
    >
      {(values) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <CompanyField kind={kind} locked={contract ? contract.company.name : null} />
            <DateField name="date" label="Contract date" description="Empty: the day it is sent" />
            <SelectField
              name="documentType"
              label="Document type"
              options={(documentTypes.data ?? []).map((t) => ({ value: t.id, label: t.title }))}
              required
              searchable={false}
            />
            <SelectField
              name="contractType"
              label="Contract type"
              options={(contractTypes.data ?? []).map((t) => ({ value: t.id, label: t.title }))}
              required
              searchable={false}
            />
          </SimpleGrid>

          <Title order={3} fz="md" mt="sm">
            Signer
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextField
              name="signerName"
              label="Signer's full name"
              withAsterisk
              maxLength={CONTRACT_LIMITS.signerName}
            />
            <TextField
              name="signerPosition"
              label="Signer's position"
              withAsterisk
              maxLength={CONTRACT_LIMITS.signerPosition}
            />
            <TextField name="signerEmail" label="Signer's e-mail" type="email" withAsterisk />
          </SimpleGrid>

          <Title order={3} fz="md" mt="sm">
            Number and payment
          </Title>
          <Group gap="xl" wrap="wrap">
            <SwitchField
              name="numberChange"
              label="Change number"
              description="Type the number instead of the next one of the year"
            />
            <SwitchField
              name="useNumberInternal"
              label="Use internal number"
              description="Print the number on the document"
            />
          </Group>
          {values.numberChange ? (
            <TextField
              name="numberInternal"
              label="Number"
              maxLength={CONTRACT_LIMITS.numberInternal}
              maw={320}
              withAsterisk
            />
          ) : null}
          <PaymentRequisiteField name="paymentRequisite" companyId={values.companyId ?? null} />

          {kind === 'client' ? (
            <>
              <Title order={3} fz="md" mt="sm">
                Commercial terms
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <CommissionField name="commission" />
                <TextField name="daysPaid" label="Days to pay an invoice" inputMode="numeric" maw={200} />
              </SimpleGrid>
              <EmailTagsField
                name="mailForNotifications"
                label="Notification e-mails"
                description={`Each change of status is e-mailed here too; at most ${CONTRACT_LIMITS.mails} addresses`}
                max={CONTRACT_LIMITS.mails}
              />
            </>
          ) : null}
          <Group>
            <SubmitButton>{contract ? 'Save changes' : 'Create draft'}</SubmitButton>
          </Group>
        </>
      )}
    </SchemaForm>
  );
};
