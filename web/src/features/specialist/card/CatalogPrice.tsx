import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';
import { formatHourlyPrice } from '../../../kit/format';

/**
 * The catalogue price of an agency rate, computed by the server from the platform's fee (`estimated-price`).
 * The list rows carry only the agency rate; the calls of one page go out in one batch and are cached per rate.
 */
export const useCatalogPrice = (agencyRateCents: number) => {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.specialist.estimatePrice.queryOptions({ price: Math.round(agencyRateCents / 100) }),
    enabled: agencyRateCents > 0,
    staleTime: 10 * 60_000,
  });
};

export const CatalogPrice = ({ agencyRateCents }: { readonly agencyRateCents: number }) => {
  const price = useCatalogPrice(agencyRateCents);
  if (agencyRateCents <= 0)
    return (
      <Text span c="dimmed" size="sm">
        Not set
      </Text>
    );
  if (price.data)
    return (
      <Text span size="sm">
        {formatHourlyPrice(price.data.catalogPrice)}
      </Text>
    );
  if (price.isError)
    return (
      <Text span c="dimmed" size="sm">
        Rate {formatHourlyPrice(agencyRateCents)}
      </Text>
    );
  return (
    <Text span c="dimmed" size="sm" aria-busy="true">
      …
    </Text>
  );
};
