import { Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '../PageHeader';
import { ListTabs } from './ListTabs';

type ListPageProps<Tab extends string> = {
  readonly title: string;
  /** Beside the title (add, export). */
  readonly actions?: ReactNode;
  /** Lists of one kind side by side (current and archive). */
  readonly tabs?: Omit<ComponentProps<typeof ListTabs<Tab>>, 'children'>;
  readonly filters?: ReactNode;
  /** The list in its states (`ListBody`). */
  readonly children: ReactNode;
  /** The dialogs of the rows' actions. */
  readonly dialogs?: ReactNode;
};

/** A page that is a list: its title and actions, its tabs, its filters over the list, and the rows' dialogs. */
export const ListPage = <Tab extends string>({
  title,
  actions,
  tabs,
  filters,
  children,
  dialogs,
}: ListPageProps<Tab>) => {
  const content = (
    <Stack gap="lg">
      {filters}
      {children}
    </Stack>
  );
  return (
    <>
      <PageHeader title={title} actions={actions} />
      {tabs ? <ListTabs {...tabs}>{content}</ListTabs> : content}
      {dialogs}
    </>
  );
};
