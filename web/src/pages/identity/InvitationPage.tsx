import { Alert, Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useSession } from '../../app/session/SessionProvider';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { AcceptInvitationForm } from '../../features/identity/invitation/AcceptInvitationForm';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { AuthCardTitle } from './AuthCardTitle';

/** /invitation/{token}: whoever holds the e-mailed link registers into the inviting company and is logged in. */
export const InvitationPage = () => {
  const { token = '' } = useParams();
  const trpc = useTRPC();
  const session = useSession();
  const navigate = useNavigate();
  const invitation = useQuery({ ...trpc.identity.people.invitation.queryOptions({ token }), retry: false });
  return (
    <>
      <AuthCardTitle title="Invitation">Register to join your colleagues on the marketplace.</AuthCardTitle>
      {invitation.isPending ? (
        <LoadingState rows={4} label="Loading the invitation" />
      ) : invitation.isError ? (
        httpStatusOf(invitation.error) === 404 || httpStatusOf(invitation.error) === 400 ? (
          <Alert color="orange">
            This invitation link is not valid. Check that it was copied whole, or ask your colleague to send it again.
          </Alert>
        ) : (
          <ErrorState message={errorMessageOf(invitation.error)} onRetry={() => void invitation.refetch()} />
        )
      ) : (
        <AcceptInvitationForm
          token={token}
          invitation={invitation.data}
          onAccepted={(sessionToken) => {
            session.logIn(sessionToken);
            void navigate('/pa', { replace: true });
          }}
        />
      )}
      <Text size="sm" ta="center" mt="lg">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Log in
        </Anchor>
      </Text>
    </>
  );
};
