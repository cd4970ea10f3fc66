import { Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormApi } from 'final-form';
import { NewsletterInput } from '../../../../../application/identity/schemas';
import { notify } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { CaptchaField } from '../../../kit/form/CaptchaField';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { TextField } from '../../../kit/form/TextField';

type NewsletterValues = { email: string; captcha?: string };

export const NewsletterForm = () => {
  const trpc = useTRPC();
  const subscribe = useMutation(trpc.identity.subscribeNewsletter.mutationOptions());

  const onSubmit = (values: NewsletterValues, form: FormApi<NewsletterValues>) =>
    sendForm(
      () => subscribe.mutateAsync(values),
      ['email', 'captcha'],
      () => {
        notify({
          kind: 'success',
          message: 'You have successfully subscribed!',
          requestPath: 'identity.subscribeNewsletter',
        });
        // Restarting inside onSubmit would be overwritten by final-form's own end-of-submit update.
        window.setTimeout(() => form.restart());
      },
    );

  return (
    <SchemaForm<NewsletterValues> label="Newsletter subscription" schema={NewsletterInput} onSubmit={onSubmit}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextField
          name="email"
          label="Your e-mail"
          type="email"
          autoComplete="email"
          placeholder="name@company.com"
          style={{ flex: 1 }}
          styles={{ label: { color: 'var(--mantine-color-gray-3)' } }}
        />
        <SubmitButton mt={25}>Subscribe</SubmitButton>
      </Group>
      <CaptchaField action="newsletter" labelColor="var(--mantine-color-gray-3)" />
    </SchemaForm>
  );
};
