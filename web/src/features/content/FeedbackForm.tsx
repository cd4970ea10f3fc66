import { Alert } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FeedbackInput } from '../../../../application/content/articleSchemas';
import { useTRPC } from '../../app/trpc';
import { CaptchaField } from '../../kit/form/CaptchaField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextareaField } from '../../kit/form/TextareaField';
import { TextField } from '../../kit/form/TextField';

type FeedbackValues = { name: string; email: string; message: string; captcha?: string };

/** The feedback form: name, e-mail and message reach the managers by e-mail; a robot check as the newsletter's. */
export const FeedbackForm = () => {
  const trpc = useTRPC();
  const send = useMutation(trpc.content.sendFeedback.mutationOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <Alert color="green" title="Thank you, your message is sent" role="status">
        Our managers answer within one working day at {sentTo}.
      </Alert>
    );
  }
  return (
    <SchemaForm<FeedbackValues>
      label="Feedback"
      schema={FeedbackInput}
      maw={640}
      onSubmit={(values) =>
        sendForm(
          () => send.mutateAsync(values),
          ['name', 'email', 'message', 'captcha'],
          () => setSentTo(values.email.trim()),
        )
      }
    >
      <TextField name="name" label="Your name" autoComplete="name" withAsterisk />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" withAsterisk />
      <TextareaField name="message" label="Message" maxLength={5000} withAsterisk minRows={6} />
      <CaptchaField action="feedback" />
      <SubmitButton>Send</SubmitButton>
    </SchemaForm>
  );
};
