import { Card, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { clientMenu, partnerMenu } from '../../app/layouts/personalAreaMenu';
import { AgencyDashboard } from '../../features/company/AgencyDashboard';
import { roleLabels } from '../../features/identity/roleLabels';
import { PageHeader } from '../../kit/PageHeader';
import { SectionLinks } from './SectionLinks';

const firstSteps = {
  partner: 'Add your specialists and solutions, fill in the company card and sign the contract: then clients can find and book your people.',
  client: 'Fill in the company card, sign the contract and browse the catalogue: add specialists to the cart and schedule interviews.',
} as const;

/** /pa, "getting started": for an agency the steps with their state; managers have their own dashboard under /manager. */
export const DashboardPage = () => {
  const { profile } = useSession();
  if (!profile) return null;
  if (profile.role === 'manager') return <Navigate to="/manager" replace />;
  const sections = (profile.role === 'partner' ? partnerMenu : clientMenu).filter((item) => item.to !== '/pa');
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
      {profile.role === 'partner' ? (
        <Stack gap="xl">
          <AgencyDashboard />
          <SectionLinks title="Your sections" sections={sections} />
        </Stack>
      ) : (
        <SectionLinks title="Your sections" sections={sections} />
      )}
    </>
  );
};
