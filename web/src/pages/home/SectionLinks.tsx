import { Anchor, Card, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { SideNavItem } from '../../kit/SideNav';

/** An area's dashboard: its menu's sections as cards, under a title. */
export const SectionLinks = ({
  title,
  sections,
}: {
  readonly title: string;
  readonly sections: readonly SideNavItem[];
}) => (
  <>
    <Title order={2} fz="lg" mb="sm">
      {title}
    </Title>
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {sections.map((section) => (
        <Card key={section.to} withBorder radius="md" padding="md">
          <Anchor component={Link} to={section.to} fw={600}>
            {section.label}
          </Anchor>
        </Card>
      ))}
    </SimpleGrid>
  </>
);
