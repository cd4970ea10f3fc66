import { Text } from '@mantine/core';
import { ImpersonationCandidates } from '../../features/identity/ImpersonationCandidates';
import { PageHeader } from '../../kit/PageHeader';

export const ImpersonationPage = () => (
  <>
    <PageHeader title="Act as a user" backTo="/manager" backLabel="Dashboard" />
    <Text c="dimmed" mb="lg">
      See the platform as a partner or client user sees it, to help them or to check their data. Everything you do is
      recorded as done by you on their behalf. A banner stays on every page until you return to your account.
    </Text>
    <ImpersonationCandidates />
  </>
);
