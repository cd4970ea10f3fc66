import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { SignByLinkInput } from '../../../../application/contract/schemas';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { CheckboxField } from '../../kit/form/CheckboxField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextField } from '../../kit/form/TextField';
import { SIGNING_CONSENT } from './CountersignDialog';

type Values = { typedName: string; consent: boolean };

type Props = {
  readonly token: string;
  /** The fingerprint of the PDF shown: the signature names exactly that document. */
  readonly documentSha256: string;
  readonly signerName: string;
  readonly onSigned: () => void;
  /** The link stopped working between opening the page and signing (used, recalled, expired). */
  readonly onInvalid: () => void;
};

/** The signer's signature: the full name typed, consent ticked, for the document whose fingerprint is shown. */
export const SigningForm = ({ token, documentSha256, signerName, onSigned, onInvalid }: Props) => {
  const trpc = useTRPC();
  const sign = useMutation(trpc.contract.sign.mutationOptions());
  const [shaShown] = useState(documentSha256);
  return (
    <SchemaForm<Values>
      label="Sign the document"
      schema={SignByLinkInput.omit({ token: true, documentSha256: true })}
      initialValues={{ typedName: '', consent: false }}
      maw={560}
      onSubmit={async (values) => {
        let gone = false;
        const errors = await sendForm(
          () =>
            sign
              .mutateAsync({
                token,
                typedName: values.typedName,
                consent: values.consent as true,
                documentSha256: shaShown,
              })
              .catch((error: unknown) => {
                gone = httpStatusOf(error) === 404;
                throw error;
              }),
          ['typedName', 'consent'],
          () => onSigned(),
        );
        if (gone) onInvalid();
        return errors;
      }}
    >
      {(values) => (
        <>
          <Stack gap={4}>
            <Text size="sm">Fingerprint (SHA-256) of the document you sign:</Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {shaShown}
            </Code>
          </Stack>
          <TextField
            name="typedName"
            label="Type your full name"
            description={`As it is on the contract: ${signerName}`}
            autoComplete="name"
            withAsterisk
          />
          <CheckboxField name="consent" label={SIGNING_CONSENT} />
          <Group>
            <SubmitButton disabled={!values.consent || !(values.typedName ?? '').trim()}>Sign</SubmitButton>
          </Group>
        </>
      )}
    </SchemaForm>
  );
};

/** What a signer reads when the link no longer works. */
export const InvalidSigningLink = () => (
  <Alert color="red" variant="light" role="alert" title="The link does not work">
    This signing link is no longer valid. Ask your account manager to send the contract again.
  </Alert>
);
