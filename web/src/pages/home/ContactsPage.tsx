import { Anchor, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { CONTACT_EMAIL, OFFICES } from '../../app/layouts/footer/SiteFooter';
import { PageHeader } from '../../kit/PageHeader';

export const ContactsPage = () => (
  <Container size="xl" py="xl">
    <PageHeader title="Contacts" />
    <Text mb="lg">
      Write to us at <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>: we answer within one working
      day.
    </Text>
    <Title order={2} fz="lg" mb="sm">
      Regional offices
    </Title>
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {OFFICES.map((office) => (
        <Card key={office} withBorder radius="md">
          <Text fw={600}>{office}</Text>
        </Card>
      ))}
    </SimpleGrid>
  </Container>
);
