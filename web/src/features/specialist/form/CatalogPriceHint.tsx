import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useField } from 'react-final-form';
import { useTRPC } from '../../../app/trpc';
import { formatHourlyPrice } from '../../../kit/format';

/** The catalogue price beside the rate: computed by the server from the platform fee and VAT, 100 ms after typing stops. */
export const CatalogPriceHint = () => {
  const rate = useField<string>('workingConditions.hourPrice', { subscription: { value: true } }).input.value;
  const [debounced] = useDebouncedValue(rate, 100);
  const price = Number(debounced || 0);
  const trpc = useTRPC();
  const estimate = useQuery({
    ...trpc.specialist.estimatePrice.queryOptions({ price }, { staleTime: 60_000 }),
    enabled: price > 0,
  });
  if (price <= 0)
    return (
      <Text size="sm" c="dimmed">
        Enter the rate to see the catalogue price
      </Text>
    );
  if (estimate.isPending) return <Loader size="xs" aria-label="Calculating the catalogue price" />;
  if (estimate.isError)
    return (
      <Text size="sm" c="red">
        The catalogue price could not be calculated
      </Text>
    );
  const p = estimate.data;
  return (
    <div aria-live="polite">
      <Text size="sm">
        Catalogue price: <b>{formatHourlyPrice(p.catalogPrice)}</b> ({formatHourlyPrice(p.catalogPriceWithVat)} with
        VAT)
      </Text>
      <Text size="xs" c="dimmed">
        The client pays the catalogue price, which includes the platform fee; the specialist gets the rate you enter.
      </Text>
    </div>
  );
};
