import { Button, Container, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../../app/notify';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import classes from '../../app/layouts/layout.module.css';

/** Shown on every page while a manager acts as another user, with the way back. */
export const ImpersonationBanner = () => {
  const { profile, switchIdentity } = useSession();
  const trpc = useTRPC();
  const stop = useMutation(
    trpc.identity.stopImpersonation.mutationOptions({
      onSuccess: () => switchIdentity('/manager'),
      onError: (error) => notifyError(error, 'identity.stopImpersonation'),
    }),
  );
  if (!profile?.isAuthEmulator) return null;
  return (
    <div className={classes.banner} role="region" aria-label="Impersonation">
      <Container size="xl">
        <Group justify="space-between" gap="sm">
          <Text fw={600} size="sm">
            You are acting as {profile.name} {profile.surname} ({profile.companyName})
            {profile.emulatedBy ? (
              <Text span size="sm" fw={400}>
                {' '}
                — signed in as {profile.emulatedBy.name} {profile.emulatedBy.surname}
              </Text>
            ) : null}
          </Text>
          <Button size="xs" variant="white" color="orange" loading={stop.isPending} onClick={() => stop.mutate()}>
            Return to my account
          </Button>
        </Group>
      </Container>
    </div>
  );
};
