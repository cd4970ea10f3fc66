import { Card, Stack, Title } from '@mantine/core';
import { useSession } from '../../app/session/SessionProvider';
import { ChangePasswordForm } from '../../features/identity/ChangePasswordForm';
import { ProfileCard } from '../../features/identity/ProfileCard';
import { PageHeader } from '../../kit/PageHeader';

export const ProfilePage = () => {
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <>
      <PageHeader title="Profile" />
      <Stack gap="lg">
        <ProfileCard profile={profile} />
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="change-password-title">
          <Title id="change-password-title" order={2} fz="lg" mb="md">
            Change password
          </Title>
          {profile.isAuthEmulator ? (
            <div>The password of a user you act as can only be changed by that user.</div>
          ) : (
            <ChangePasswordForm />
          )}
        </Card>
      </Stack>
    </>
  );
};
