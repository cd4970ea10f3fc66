import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

type ListTabsProps<Tab extends string> = {
  /** The tab list's name for screen readers ("Specialist lists"). */
  readonly label: string;
  readonly tabs: readonly { readonly value: Tab; readonly label: string }[];
  readonly value: Tab;
  readonly onChange: (tab: Tab) => void;
  /** The chosen tab's list; the others render nothing until chosen. */
  readonly children: ReactNode;
};

/** Lists of one kind side by side (current and archive), one shown at a time. */
export const ListTabs = <Tab extends string>({ label, tabs, value, onChange, children }: ListTabsProps<Tab>) => (
  <Tabs value={value} onChange={(chosen) => onChange(tabs.find((tab) => tab.value === chosen)?.value ?? value)}>
    <Tabs.List aria-label={label} mb="md">
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.value} value={tab.value}>
          {tab.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
    {tabs.map((tab) => (
      <Tabs.Panel key={tab.value} value={tab.value}>
        {tab.value === value ? children : null}
      </Tabs.Panel>
    ))}
  </Tabs>
);

/** The usual pair: the current items and the archived ones. */
export const archiveTabs = [
  { value: 'current', label: 'Current' },
  { value: 'archive', label: 'Archive' },
] as const;
export type ArchiveTab = (typeof archiveTabs)[number]['value'];
