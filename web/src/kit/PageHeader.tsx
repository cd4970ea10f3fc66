import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type PageHeaderProps = {
  readonly title: string;
  readonly backTo?: string;
  readonly backLabel?: string;
  readonly tag?: ReactNode;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
};

/** A page title with an optional back link, status tag, actions and tabs (as children). */
export const PageHeader = ({ title, backTo, backLabel = 'Back', tag, actions, children }: PageHeaderProps) => (
  <Stack gap="xs" mb="lg">
    {backTo ? (
      <Anchor component={Link} to={backTo} size="sm" w="fit-content">
        ← {backLabel}
      </Anchor>
    ) : null}
    <Group justify="space-between" align="center" wrap="wrap">
      <Group gap="sm" align="center">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {tag}
      </Group>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
    {children}
  </Stack>
);
