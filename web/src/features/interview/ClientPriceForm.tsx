import { NumberInput, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useField } from 'react-final-form';
import { ChangeClientPriceInput } from '../../../../application/interview/schemas';
import { useTRPC } from '../../app/trpc';
import { fieldErrorOf } from '../../kit/form/fieldError';
import { fieldSubscription } from '../../kit/form/fieldProps';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { formatHourlyPrice } from '../../kit/format';
import { canChangeClientPrice } from './candidateActions';
import { candidateStatusLabels, type CandidateInfo } from './candidateLabels';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { price: number | string };

const PriceForm = ChangeClientPriceInput.pick({ price: true });

const PriceField = () => {
  const { input, meta } = useField<number | string>('price', { subscription: fieldSubscription });
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

/** The manager changes the hour price the client pays for this candidate (dollars here, cents on the server), while the server allows it. */
export const ClientPriceForm = ({ candidate }: { readonly candidate: CandidateInfo }) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const change = useMutation(trpc.interview.changeClientPrice.mutationOptions());

  // Only staff read the client's price: another side's answer does not carry it.
  if (!('clientHourPriceCents' in candidate)) return null;
  const priceCents = candidate.clientHourPriceCents;
  if (!canChangeClientPrice(candidate.allowedActions)) {
    return (
      <Text size="sm" c="dimmed">
        The candidate is {candidateStatusLabels[candidate.status].toLowerCase()}: the price stays{' '}
        {formatHourlyPrice(priceCents)}.
      </Text>
    );
  }

  const onSubmit = (values: Values) => {
    const price = Number(values.price);
    return submit(() => change.mutateAsync({ id: candidate.id, price }), ['price'], {
      message: `The client hour price is now ${formatHourlyPrice(Math.round(price * 100))}`,
      requestPath: 'interview.changeClientPrice',
    });
  };

  return (
    <SchemaForm<Values>
      label="Change the client hour price"
      schema={PriceForm}
      initialValues={{ price: priceCents / 100 }}
      onSubmit={onSubmit}
      maw={560}
    >
      <PriceField />
      <div>
        <SubmitButton variant="light">Save price</SubmitButton>
      </div>
    </SchemaForm>
  );
};
