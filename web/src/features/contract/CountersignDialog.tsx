import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CountersignInput } from '../../../../application/contract/schemas';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { CheckboxField } from '../../kit/form/CheckboxField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextField } from '../../kit/form/TextField';
import type { ManagerContract } from './managerContractList';
import { ContractPdfButton } from './ContractPdfButton';

export const SIGNING_CONSENT = 'I agree to sign this document electronically and that my typed name is my signature';

type Values = { typedName: string; consent: boolean };

/** The platform's signature: the manager reads the PDF the company signed, types their own name and agrees. */
export const CountersignDialog = ({
  contract,
  opened,
  onClose,
}: {
  readonly contract: ManagerContract;
  readonly opened: boolean;
  readonly onClose: () => void;
}) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const countersign = useMutation(trpc.contract.countersign.mutationOptions());
  const sha = contract.documentSha256 ?? '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Countersign contract ${contract.number}`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <SchemaForm<Values>
        label="Countersign"
        schema={CountersignInput.omit({ id: true, documentSha256: true })}
        initialValues={{ typedName: '', consent: false }}
        onSubmit={(values) =>
          sendForm(
            () =>
              countersign.mutateAsync({
                id: contract.id,
                typedName: values.typedName,
                consent: values.consent as true,
                documentSha256: sha,
              }),
            ['typedName', 'consent'],
            (answer) => {
              void queryClient.invalidateQueries({ queryKey: trpc.contract.pathKey() });
              // The answer is the contract as its page reads it: 'Signed by both sides' shows without the refetch.
              queryClient.setQueryData(trpc.contract.info.queryKey({ id: answer.id }), answer);
              notify({
                kind: 'success',
                message: `Contract ${contract.number} is signed`,
                requestPath: 'contract.countersign',
              });
              onClose();
            },
          )
        }
      >
        {(values) => (
          <>
            <Stack gap={4}>
              <Text size="sm">
                {contract.counterpartySignature
                  ? `${contract.counterpartySignature.name} signed for ${contract.company.name}. Read the document they signed, then sign for the platform.`
                  : 'Read the document, then sign for the platform.'}
              </Text>
              {contract.documentUrl ? (
                <Group>
                  <ContractPdfButton contract={contract} size="sm" />
                </Group>
              ) : null}
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Fingerprint (SHA-256) of the document: <Code>{sha}</Code>
              </Text>
            </Stack>
            <TextField name="typedName" label="Type your full name" autoComplete="name" withAsterisk data-autofocus />
            <CheckboxField name="consent" label={SIGNING_CONSENT} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <SubmitButton disabled={!values.consent || !(values.typedName ?? '').trim()}>Countersign</SubmitButton>
            </Group>
          </>
        )}
      </SchemaForm>
    </Modal>
  );
};
