import { Card, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { AgencyDashboard } from '../../features/company/AgencyDashboard';
import { roleLabels } from '../../features/identity/roleLabels';
import { PageHeader } from '../../kit/PageHeader';
import { NextActions } from './NextActions';

const firstSteps = {
  partner:
    'Add your specialists and solutions, fill in the company card and sign the contract: then clients can find and book your people.',
  client:
    'Fill in the company card, sign the contract and browse the catalogue: add specialists to the cart and schedule interviews.',
} as const;

/**
 * /pa: the counts and next actions of the user's side (what waits for them first, each linking to the page where they
 * act), then for an agency the getting-started steps; managers have their own dashboard under /manager.
 */
export const DashboardPage = () => {
  const { profile } = useSession();
  if (!profile) return null;
  if (profile.role === 'manager') return <Navigate to="/manager" replace />;
  return (
    <>
      <PageHeader title={`Welcome, ${profile.name}!`} />
      <Card withBorder radius="md" mb="lg" component="section" aria-labelledby="company-summary">
        <Title id="company-summary" order={2} fz="lg">
          {profile.companyName}
        </Title>
        <Text c="dimmed" size="sm">
          {roleLabels[profile.role]}
        </Text>
        <Text mt="sm">{firstSteps[profile.role]}</Text>
      </Card>
      <Stack gap="xl">
        <NextActions />
        {profile.role === 'partner' ? <AgencyDashboard /> : null}
      </Stack>
    </>
  );
};
