import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAfterFirstAct } from '../../ssr/firstInteraction';
import { useHydrated } from '../../ssr/hydration';
import classes from '../layout.module.css';

// The form's code (schemas, form library, captcha) loads at the visitor's first act (a scroll towards the footer, a
// touch, a key): it is not part of any page's first load, nor of what a phone that only reads downloads.
const NewsletterForm = lazy(async () => ({
  default: (await import('../../../features/identity/newsletter/NewsletterForm')).NewsletterForm,
}));
/** The form's height, held while its code loads, so the footer does not move. */
const NEWSLETTER_FORM_HEIGHT = 64;

export const CONTACT_EMAIL = 'contact@marketplace.test';
export const OFFICES = ['MENA', 'Europe', 'CIS'] as const;

const footerLinks = [
  { label: 'Specialist catalogue', to: '/staff' },
  { label: 'Solutions', to: '/solutions' },
  { label: 'News', to: '/blog' },
  { label: 'Privacy policy', to: '/privacy-policy' },
  { label: 'About', to: '/about' },
  { label: 'Contacts', to: '/contacts' },
  { label: 'Partnership', to: '/partnership' },
  { label: 'Terms and conditions', to: '/terms-and-conditions' },
] as const;

/**
 * The newsletter form, in the browser only: in the server's HTML an e-mail typed before the form's code arrived would
 * be wiped out. Its height is held meanwhile, until the visitor's first act.
 */
const NewsletterSlot = () => {
  const placeholder = <Box mih={NEWSLETTER_FORM_HEIGHT} />;
  const wanted = useAfterFirstAct();
  return useHydrated() && wanted ? (
    <Suspense fallback={placeholder}>
      <NewsletterForm />
    </Suspense>
  ) : (
    placeholder
  );
};

export const SiteFooter = () => (
  <footer className={classes.footer}>
    <Container size="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        <Stack gap="xs">
          <Title order={2} fz="md" c="white">
            Contacts
          </Title>
          <Anchor href={`mailto:${CONTACT_EMAIL}`} size="sm">
            {CONTACT_EMAIL}
          </Anchor>
          <Text size="sm">Offices: {OFFICES.join(', ')}</Text>
        </Stack>
        <Stack gap="xs" component="nav" aria-label="Footer">
          <Title order={2} fz="md" c="white">
            Marketplace
          </Title>
          <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
            {footerLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="md" c="white">
            Newsletter
          </Title>
          <Text size="sm">News about specialists, solutions and the platform, once a month.</Text>
          <NewsletterSlot />
        </Stack>
      </SimpleGrid>
      <Divider my="lg" color="dark.4" />
      <Group justify="space-between">
        <Text size="xs">© {new Date().getFullYear()} IT Marketplace</Text>
        <Text size="xs">B2B hiring of IT specialists and IT solutions</Text>
      </Group>
    </Container>
  </footer>
);
