import { Stack, Text } from '@mantine/core';
import { useSession } from '../../app/session/SessionProvider';
import { ChangePasswordForm } from '../../features/identity/ChangePasswordForm';
import { ProfileCard } from '../../features/identity/ProfileCard';
import { SessionList } from '../../features/identity/SessionList';
import { TimeZoneSettings } from '../../features/identity/TimeZoneSettings';
import { PasskeyList } from '../../features/identity/twoFactor/PasskeyList';
import { TotpEnrolment } from '../../features/identity/twoFactor/TotpEnrolment';
import { CalendarFeedSettings } from '../../features/interview/CalendarFeedSettings';
import { SavedSearchList } from '../../features/savedSearch/SavedSearchList';
import { PageHeader } from '../../kit/PageHeader';
import { SectionCard } from '../../kit/SectionCard';

/**
 * /pa/profile: who the user is, the password change, two-factor sign-in, the time zone for e-mails, the calendar
 * subscription and where they are
 * signed in (none of them while a manager acts as them).
 */
export const ProfilePage = () => {
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <>
      <PageHeader title="Profile" />
      <Stack gap="lg">
        <ProfileCard profile={profile} />
        <SectionCard title="Change password">
          {profile.isAuthEmulator ? (
            <Text>The password of a user you act as can only be changed by that user.</Text>
          ) : (
            <ChangePasswordForm />
          )}
        </SectionCard>
        <SectionCard title="Two-factor sign-in">
          {profile.isAuthEmulator ? (
            <Text>Two-factor sign-in of a user you act as can only be changed by that user.</Text>
          ) : (
            <TotpEnrolment />
          )}
        </SectionCard>
        <SectionCard title="Passkeys">
          {profile.isAuthEmulator ? (
            <Text>The passkeys of a user you act as can only be changed by that user.</Text>
          ) : (
            <PasskeyList />
          )}
        </SectionCard>
        <SectionCard title="Time zone">
          {profile.isAuthEmulator ? (
            <Text>The time zone of a user you act as can only be changed by that user.</Text>
          ) : (
            <TimeZoneSettings profile={profile} />
          )}
        </SectionCard>
        <SectionCard title="Calendar subscription">
          {profile.isAuthEmulator ? (
            <Text>The calendar subscription of a user you act as can only be changed by that user.</Text>
          ) : (
            <CalendarFeedSettings />
          )}
        </SectionCard>
        <SectionCard title="Saved searches">
          <SavedSearchList />
        </SectionCard>
        <SectionCard title="Where you are signed in">
          {profile.isAuthEmulator ? (
            <Text>Where a user you act as is signed in is seen only by that user.</Text>
          ) : (
            <SessionList />
          )}
        </SectionCard>
      </Stack>
    </>
  );
};
