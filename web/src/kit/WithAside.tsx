import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's main column with a narrower one beside it (a manager's history); stacked on narrow screens. Without an aside, the main column alone. */
export const WithAside = ({ aside, children }: { readonly aside?: ReactNode; readonly children: ReactNode }) =>
  aside ? (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>{children}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>{aside}</Grid.Col>
    </Grid>
  ) : (
    <>{children}</>
  );
