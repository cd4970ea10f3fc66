import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs as a description list, so screen readers read them as pairs. */
export const Facts = ({ children, cols = 2 }: { readonly children: ReactNode; readonly cols?: number }) => (
  <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm" m={0}>
    {children}
  </SimpleGrid>
);

/** One pair; an empty value reads as a dash. */
export const Fact = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <div>
    <Text component="dt" size="xs" c="dimmed" fw={500}>
      {label}
    </Text>
    <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {children === '' || children === null || children === undefined ? '—' : children}
    </Text>
  </div>
);
