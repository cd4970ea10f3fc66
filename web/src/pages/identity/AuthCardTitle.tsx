import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export const AuthCardTitle = ({ title, children }: { readonly title: string; readonly children?: ReactNode }) => (
  <Stack gap={4} mb="lg">
    <Title order={1} fz="h2">
      {title}
    </Title>
    {children ? (
      <Text c="dimmed" size="sm">
        {children}
      </Text>
    ) : null}
  </Stack>
);
