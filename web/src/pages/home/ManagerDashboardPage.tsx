import { Box, Button, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { allowedItems, clientModeMenu, partnerModeMenu, sharedManagerMenu } from '../../app/layouts/managerMenu';
import { PageHeader } from '../../kit/PageHeader';
import { NextActions } from './NextActions';
import { SectionLinks } from './SectionLinks';

/** /manager: what waits for the employee first (the queues their scopes open, with counts), acting as a user, then their sections. */
export const ManagerDashboardPage = () => {
  const { profile } = useSession();
  const canImpersonate = profile?.scope.includes('user:impersonate') ?? false;
  // Only the sections the employee's scopes open, as in the side menus.
  const sections = allowedItems(
    [...partnerModeMenu, ...clientModeMenu, ...sharedManagerMenu],
    profile?.scope ?? [],
  ).filter((item) => item.to !== '/manager' && item.to !== '/manager/impersonation');
  return (
    <>
      <PageHeader title={profile ? `Hello, ${profile.name}!` : 'Manager area'} />
      <Box mb="xl">
        <NextActions title="Waiting for you" />
      </Box>
      {canImpersonate ? (
        <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="act-as-title">
          <Title id="act-as-title" order={2} fz="lg">
            Act as a user
          </Title>
          <Text c="dimmed" size="sm" mt={4} mb="md">
            Open the platform as a partner or client user sees it.
          </Text>
          <Button component={Link} to="/manager/impersonation" w="fit-content">
            Choose a user
          </Button>
        </Card>
      ) : null}
      <SectionLinks title="Sections" sections={sections} />
    </>
  );
};
