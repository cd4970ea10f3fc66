import { Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPANY_LIMITS, PaymentInfoFields } from '../../../../application/company/schemas';
import type { PaymentEntry, PaymentList } from './companyTypes';
import { paymentCurrencies } from '../../../../domain/company/currencies';
import { checkAccount } from '../../../../domain/company/iban';
import { checkSwift } from '../../../../domain/company/swift';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { CheckboxField } from '../../kit/form/CheckboxField';
import { FormButtons } from '../../kit/form/FormButtons';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { SelectField } from '../../kit/form/SelectField';
import { submitErrorsOf } from '../../kit/form/submitErrors';
import { TextField } from '../../kit/form/TextField';
import { useConfirm } from '../../kit/moderation/useConfirm';

type EntryValues = {
  id?: string;
  bankName: string;
  account: string;
  swift: string;
  bankAddress: string;
  currency: (typeof paymentCurrencies)[number];
  isDefault: boolean;
};

/** The server's schema and the domain's bank rules (IBAN checksum, SWIFT), run in the browser on the same values. */
const entrySchema = PaymentInfoFields.superRefine((entry, ctx) => {
  const account = checkAccount(entry.account);
  if (entry.account && account.isErr())
    ctx.addIssue({ code: 'custom', path: ['account'], message: account.error.message });
  const swift = checkSwift(entry.swift);
  if (entry.swift && swift.isErr()) ctx.addIssue({ code: 'custom', path: ['swift'], message: swift.error.message });
});
const entryFields = ['bankName', 'account', 'swift', 'bankAddress', 'currency', 'isDefault'];
const currencyOptions = paymentCurrencies.map((c) => ({ value: c, label: c }));

/** Groups of four, as IBANs are printed. */
const printed = (d: PaymentEntry) => (d.isIban ? d.account.replace(/(.{4})/g, '$1 ').trim() : d.account);

type Props = {
  readonly companyId: string;
  readonly entries: readonly PaymentEntry[];
  /** Whose side the words speak to: an agency is paid by the platform, a client pays it. */
  readonly companyType?: 'agency' | 'client';
};

const wordsOf = (companyType: 'agency' | 'client') =>
  companyType === 'client'
    ? {
        use: "Contracts and the platform's invoices name the default entry: the account you pay from.",
        empty: "Add the bank account you pay the platform's invoices from.",
      }
    : {
        use: 'Contracts and acts name the default entry: the account the platform pays you to.',
        empty: 'Add the bank account the platform pays you to.',
      };

/** The "Payment details" tab: the company's bank accounts, one of them the default that contracts use. */
export const PaymentDetailsPanel = ({ companyId, entries, companyType = 'agency' }: Props) => {
  const words = wordsOf(companyType);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.company.savePaymentInfo.mutationOptions());
  const remove = useMutation(trpc.company.deletePaymentInfo.mutationOptions());
  const confirm = useConfirm();
  const [editing, setEditing] = useState<EntryValues | null>(null);

  /** Every change answers the whole list: it replaces the one in the cached profile. */
  const replaceList = (answer: PaymentList) => {
    queryClient.setQueryData(trpc.company.profile.queryKey({ id: companyId }), (old) =>
      old ? { ...old, paymentInfo: answer.items } : old,
    );
    void queryClient.invalidateQueries({ queryKey: trpc.company.profile.queryKey({ id: companyId }) });
  };

  const onSubmit = async (values: EntryValues) => {
    try {
      replaceList(
        await save.mutateAsync({ companyId, paymentInfo: { ...values, bankAddress: values.bankAddress ?? '' } }),
      );
    } catch (error) {
      // The server names the fields under `paymentInfo.`; the form holds the entry's own.
      return submitErrorsOf(error, entryFields, { stripPrefix: 'paymentInfo.' });
    }
    setEditing(null);
    notify({
      kind: 'success',
      message: values.id ? 'Payment details changed' : 'Payment details added',
      requestPath: 'company.savePaymentInfo',
    });
    return undefined;
  };

  const makeDefault = async (entry: PaymentEntry) => {
    try {
      const { id, bankName, account, swift, bankAddress, currency } = entry;
      replaceList(
        await save.mutateAsync({
          companyId,
          paymentInfo: {
            id,
            bankName,
            account,
            swift,
            bankAddress,
            currency: currency as EntryValues['currency'],
            isDefault: true,
          },
        }),
      );
      notify({
        kind: 'success',
        message: `${entry.bankName} is now the default`,
        requestPath: 'company.savePaymentInfo',
      });
    } catch (error) {
      notify({
        kind: 'error',
        message: error instanceof Error ? error.message : 'Changes not saved',
        requestPath: 'company.savePaymentInfo',
      });
    }
  };

  const deleteEntry = async (entry: PaymentEntry) => {
    const message =
      entry.isDefault && entries.length > 1
        ? 'It is the default: the oldest remaining entry becomes the default.'
        : 'Contracts already signed keep the details they name.';
    if (!(await confirm.ask({ title: `Delete ${entry.bankName}?`, message, button: 'Delete' }))) return;
    try {
      replaceList(await remove.mutateAsync({ id: entry.id }));
      notify({ kind: 'success', message: 'Payment details deleted', requestPath: 'company.deletePaymentInfo' });
    } catch (error) {
      notify({
        kind: 'error',
        message: error instanceof Error ? error.message : 'Changes not saved',
        requestPath: 'company.deletePaymentInfo',
      });
    }
  };

  const blank: EntryValues = {
    bankName: '',
    account: '',
    swift: '',
    bankAddress: '',
    currency: 'USD',
    isDefault: entries.length === 0,
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {words.use}
        </Text>
        <Button onClick={() => setEditing(blank)}>Add payment details</Button>
      </Group>
      {entries.length === 0 ? (
        // The kit's EmptyList greys its description below AA contrast; this empty state keeps to readable colours.
        <Stack gap={4} align="center" py="xl" role="status">
          <Text fw={600}>No payment details yet</Text>
          <Text size="sm" c="dimmed">
            {words.empty}
          </Text>
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm" aria-label="Payment details">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Bank</Table.Th>
                <Table.Th>Account or IBAN</Table.Th>
                <Table.Th>SWIFT</Table.Th>
                <Table.Th>Currency</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <Text fw={500}>{entry.bankName}</Text>
                    {entry.bankAddress ? (
                      <Text size="xs" c="dimmed">
                        {entry.bankAddress}
                      </Text>
                    ) : null}
                    {entry.isDefault ? (
                      <Badge color="teal.9" variant="outline" mt={4}>
                        Default
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td ff="monospace">{printed(entry)}</Table.Td>
                  <Table.Td ff="monospace">{entry.swift}</Table.Td>
                  <Table.Td>{entry.currency}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {entry.isDefault ? null : (
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => void makeDefault(entry)}
                          aria-label={`Make ${entry.bankName} the default`}
                        >
                          Make default
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() =>
                          setEditing({
                            id: entry.id,
                            bankName: entry.bankName,
                            account: entry.account,
                            swift: entry.swift,
                            bankAddress: entry.bankAddress,
                            currency: entry.currency as EntryValues['currency'],
                            isDefault: entry.isDefault,
                          })
                        }
                        aria-label={`Edit ${entry.bankName}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => void deleteEntry(entry)}
                        aria-label={`Delete ${entry.bankName}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? 'Edit payment details' : 'Add payment details'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing ? (
          <SchemaForm<EntryValues>
            label="Payment details"
            schema={entrySchema}
            initialValues={editing}
            onSubmit={onSubmit}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField
                name="bankName"
                label="Bank name"
                required
                maxLength={COMPANY_LIMITS.bankName}
                data-autofocus
              />
              <SelectField name="currency" label="Currency" options={currencyOptions} required />
              <TextField
                name="account"
                label="IBAN or account number"
                required
                description="An IBAN is checked digit by digit"
              />
              <TextField name="swift" label="SWIFT" required description="8 or 11 letters and digits" />
            </SimpleGrid>
            <TextField name="bankAddress" label="Bank address" maxLength={COMPANY_LIMITS.bankAddress} />
            <CheckboxField
              name="isDefault"
              label="Use as the default for contracts"
              disabled={editing.id !== undefined && entries.find((e) => e.id === editing.id)?.isDefault === true}
            />
            <FormButtons onCancel={() => setEditing(null)}>{editing.id ? 'Save changes' : 'Add'}</FormButtons>
          </SchemaForm>
        ) : null}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
};
