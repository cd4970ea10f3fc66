import { Card, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled card that screen readers announce as a region named by its title. */
export const SectionCard = ({
  title,
  id,
  children,
}: {
  readonly title: string;
  readonly id?: string;
  readonly children: ReactNode;
}) => {
  const generated = useId();
  const headingId = id ?? generated;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="md" id={headingId}>
        {title}
      </Title>
      {children}
    </Card>
  );
};
