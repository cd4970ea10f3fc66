import { Group, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useField } from 'react-final-form';
import { commissionOfMarkup, markupOfCommission } from '../../../../domain/shared/money';
import { useTRPC } from '../../app/trpc';
import { fieldErrorOf } from '../../kit/form/fieldError';
import { fieldSubscription } from '../../kit/form/fieldProps';

const percent = (basisPoints: number): string =>
  `${(basisPoints / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 })} %`;

/** What the typed commission is, read as basis points; null while it is not a percent the server would take. */
const basisPointsOf = (text: string | undefined): number | null => {
  const v = (text ?? '').trim().replace(',', '.');
  return /^\d{1,2}(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : null;
};

/**
 * The client's commission, in percent, with the seeds' hint beside the platform's markup: a markup of 25 % on the
 * agency's rate is a commission of 20 % of the catalogue price (the domain's `commissionOfMarkup`).
 */
export const CommissionField = ({ name }: { readonly name: string }) => {
  const trpc = useTRPC();
  const prices = useQuery(trpc.reference.prices.queryOptions());
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  const typed = basisPointsOf(input.value);
  const markup = prices.data?.serviceFeeBasisPoints;
  return (
    <div>
      <TextInput
        label="Commission, %"
        inputMode="decimal"
        {...input}
        value={input.value ?? ''}
        error={fieldErrorOf(meta)}
        maw={200}
      />
      <Group gap="xs" mt={6} wrap="wrap" aria-live="polite">
        {markup !== undefined ? (
          <Text size="xs" c="dimmed">
            Platform markup {percent(markup)} equals commission {percent(commissionOfMarkup(markup))}.
          </Text>
        ) : null}
        {typed !== null && typed > 0 ? (
          <Text size="xs" c="dimmed">
            Commission {percent(typed)} equals markup {percent(markupOfCommission(typed))} on the agency&apos;s rate.
          </Text>
        ) : null}
      </Group>
    </div>
  );
};
