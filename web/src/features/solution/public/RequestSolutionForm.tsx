import { Alert, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  SOLUTION_LIMITS,
  SOLUTION_REQUEST_LIMITS,
  SolutionRequestFields,
} from '../../../../../application/solution/schemas';
import { notify } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { FormErrorAlert } from '../../../kit/form/FormErrorAlert';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { submitErrorsOf } from '../../../kit/form/submitErrors';
import { TextField } from '../../../kit/form/TextField';
import { zodValidate } from '../../../kit/form/zodValidate';
import { TextareaField } from '../../../kit/form/TextareaField';

type RequestValues = { comment: string; contactName: string; contactEmail: string; phone: string };

/** The server's rules for what the client writes (the solution id is the page's). */
const RequestSchema = SolutionRequestFields.pick({ comment: true, contactName: true, contactEmail: true, phone: true });
const fields = ['comment', 'contactName', 'contactEmail', 'phone'] as const;

type Props = {
  readonly solutionId: string;
  readonly solutionTitle: string;
  readonly contact: { readonly name: string; readonly email: string };
};

/** 'Request this solution': the client's message and contacts, sent to the agency by e-mail. */
export const RequestSolutionForm = ({ solutionId, solutionTitle, contact }: Props) => {
  const trpc = useTRPC();
  const request = useMutation(trpc.solution.request.mutationOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <Alert color="teal" variant="light" title="Request sent" role="status">
        <Text size="sm">
          The team behind “{solutionTitle}” has your request and will answer at {sentTo}.
        </Text>
      </Alert>
    );
  }

  const onSubmit = async (values: RequestValues) => {
    try {
      await request.mutateAsync({ solutionId, ...values });
    } catch (error) {
      return submitErrorsOf(error, fields);
    }
    notify({ kind: 'success', message: 'Your request was sent', requestPath: 'solution.request' });
    setSentTo(values.contactEmail.trim() || contact.email);
    return undefined;
  };

  return (
    <Form<RequestValues>
      onSubmit={onSubmit}
      initialValues={{ comment: '', contactName: contact.name, contactEmail: contact.email, phone: '' }}
      validate={zodValidate(RequestSchema)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Request this solution">
          <Stack gap="sm">
            <FormErrorAlert />
            <TextareaField
              name="comment"
              label="Message to the agency"
              description="What you need and by when"
              maxLength={SOLUTION_REQUEST_LIMITS.comment}
              minRows={4}
            />
            <TextField
              name="contactName"
              label="Contact name"
              autoComplete="name"
              maxLength={SOLUTION_REQUEST_LIMITS.contactName}
            />
            <TextField
              name="contactEmail"
              label="Contact e-mail"
              type="email"
              autoComplete="email"
              maxLength={SOLUTION_LIMITS.email}
            />
            <TextField
              name="phone"
              label="Phone"
              type="tel"
              autoComplete="tel"
              maxLength={SOLUTION_REQUEST_LIMITS.phone}
            />
            <SubmitButton fullWidth>Send request</SubmitButton>
          </Stack>
        </form>
      )}
    />
  );
};
