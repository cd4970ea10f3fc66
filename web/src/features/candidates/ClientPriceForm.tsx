import { NumberInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Form, useField } from 'react-final-form';
import { ChangeClientPriceInput } from '../../../../application/interview/schemas';
import { isClosed } from '../../../../domain/interview/interview.status';
import { useTRPC } from '../../app/trpc';
import { fieldErrorOf } from '../../kit/form/fieldError';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { zodValidate } from '../../kit/form/zodValidate';
import { candidateStatusLabels, hourPriceLabelOf, type CandidateRow } from './candidateLabels';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { price: number | string };

const PriceForm = ChangeClientPriceInput.pick({ price: true });

const PriceField = () => {
  const { input, meta } = useField<number | string>('price', { subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  return (
    <NumberInput
      name={input.name}
      label="Client hour price, $"
      description="What the client pays per hour; it starts at the catalogue price"
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={fieldErrorOf(meta)}
      min={0}
      max={10_000}
      // The shared schema explains a price out of range; the input does not silently change what was typed.
      clampBehavior="none"
      decimalScale={2}
      step={1}
      thousandSeparator=","
      withAsterisk
      w={240}
    />
  );
};

/** The manager changes the hour price the client pays for this candidate (dollars here, cents on the server). */
export const ClientPriceForm = ({ candidate }: { readonly candidate: CandidateRow }) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const change = useMutation(trpc.interview.changeClientPrice.mutationOptions());

  if (isClosed(candidate.status)) {
    return (
      <Text size="sm" c="dimmed">
        The candidate is {candidateStatusLabels[candidate.status].toLowerCase()}: the price stays {hourPriceLabelOf(candidate.clientHourPriceCents)}.
      </Text>
    );
  }

  const onSubmit = async (values: Values) => {
    const price = Number(values.price);
    return submit(() => change.mutateAsync({ id: candidate.id, price }), ['price'], {
      message: `The client hour price is now ${hourPriceLabelOf(Math.round(price * 100))}`,
      requestPath: 'interview.changeClientPrice',
    });
  };

  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={{ price: candidate.clientHourPriceCents / 100 }}
      validate={zodValidate(PriceForm)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Change the client hour price">
          <Stack gap="md" maw={560}>
            <FormErrorAlert />
            <PriceField />
            <div>
              <SubmitButton variant="light">Save price</SubmitButton>
            </div>
          </Stack>
        </form>
      )}
    />
  );
};
