import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export type ErrorPageLink = { readonly to: string; readonly label: string };

type ErrorPageBodyProps = {
  readonly code: string;
  readonly title: string;
  readonly description: string;
  readonly link?: ErrorPageLink | null;
};

export const ErrorPageBody = ({ code, title, description, link }: ErrorPageBodyProps) => (
  <Stack align="center" ta="center" py={64} px="md" gap="md">
    <Text fz={72} fw={800} c="gray.6" aria-hidden lh={1}>
      {code}
    </Text>
    <Title order={1} fz="h2">
      {title}
    </Title>
    <Text c="dimmed" maw={520}>
      {description}
    </Text>
    {link ? (
      <Button component={Link} to={link.to} mt="sm">
        {link.label}
      </Button>
    ) : null}
  </Stack>
);
