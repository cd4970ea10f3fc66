import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { InboxIcon } from './icons';

export const EmptyList = ({
  title,
  description,
  action,
}: {
  readonly title: string;
  readonly description?: ReactNode;
  readonly action?: ReactNode;
}) => (
  <EmptyState title={title} description={description} icon={<InboxIcon size={32} />} py="xl">
    {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
  </EmptyState>
);
