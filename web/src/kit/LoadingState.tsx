import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Shimmer placeholders while data loads; the seeds' default is 12 rows. */
export const LoadingState = ({ rows = 12, label = 'Loading' }: { readonly rows?: number; readonly label?: string }) => (
  <Stack gap="sm" aria-busy="true" role="status">
    <VisuallyHidden>{label}…</VisuallyHidden>
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} height={20} radius="sm" width={index % 3 === 2 ? '60%' : '100%'} />
    ))}
  </Stack>
);
