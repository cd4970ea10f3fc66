import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { CreateNdaInput } from '../../../../application/contract/schemas';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextField } from '../../kit/form/TextField';

type Values = { signerName: string; signerPosition: string; signerEmail: string };
const fields = ['signerName', 'signerPosition', 'signerEmail'] as const;

/** An agency asks for its NDA: who signs for it. The platform makes the standard NDA and e-mails the signer a link. */
export const NdaRequestForm = ({
  initial,
  onSent,
}: {
  readonly initial: Partial<Values>;
  readonly onSent: (id: string) => void;
}) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.contract.createNda.mutationOptions());
  return (
    <SchemaForm<Values>
      label="Request NDA"
      schema={CreateNdaInput}
      initialValues={initial}
      maw={520}
      onSubmit={(values) =>
        sendForm(
          () => create.mutateAsync(values),
          fields,
          (nda) => {
            void queryClient.invalidateQueries({ queryKey: trpc.contract.pathKey() });
            notify({
              kind: 'success',
              message: `The NDA ${nda.number} was sent to ${nda.signerEmail.email} for signature`,
              requestPath: 'contract.createNda',
            });
            onSent(nda.id);
          },
        )
      }
    >
      <Text size="sm">
        The platform prepares its standard non-disclosure agreement with your company&apos;s details and e-mails the
        signer a single-use link. The signer opens the PDF, types their full name and signs; no account is needed.
      </Text>
      <TextField name="signerName" label="Signer's full name" withAsterisk autoComplete="name" />
      <TextField name="signerPosition" label="Signer's position" withAsterisk autoComplete="organization-title" />
      <TextField name="signerEmail" label="Signer's e-mail" type="email" withAsterisk autoComplete="email" />
      <div>
        <SubmitButton>Request NDA</SubmitButton>
      </div>
    </SchemaForm>
  );
};
