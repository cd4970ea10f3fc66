import { Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { NewsletterInput } from '../../../../application/identity/schemas';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { submitErrorsOf } from '../../kit/form/submitErrors';
import { TextField } from '../../kit/form/TextField';
import { zodValidate } from '../../kit/form/zodValidate';

type NewsletterValues = { email: string };

export const NewsletterForm = () => {
  const trpc = useTRPC();
  const subscribe = useMutation(trpc.identity.subscribeNewsletter.mutationOptions());

  const onSubmit = async (values: NewsletterValues, form: FormApi<NewsletterValues>) => {
    try {
      await subscribe.mutateAsync(values);
    } catch (error) {
      return submitErrorsOf(error, ['email']);
    }
    notify({ kind: 'success', message: 'You have successfully subscribed!', requestPath: 'identity.subscribeNewsletter' });
    // Restarting inside onSubmit would be overwritten by final-form's own end-of-submit update.
    window.setTimeout(() => form.restart());
    return undefined;
  };

  return (
    <Form<NewsletterValues>
      onSubmit={onSubmit}
      validate={zodValidate(NewsletterInput)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Newsletter subscription">
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
        </form>
      )}
    />
  );
};
