import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

export const EmptyList = ({ title, description, action }: { readonly title: string; readonly description?: ReactNode; readonly action?: ReactNode }) => (
  <EmptyState title={title} description={description} icon={<span aria-hidden>∅</span>} py="xl">
    {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
  </EmptyState>
);
