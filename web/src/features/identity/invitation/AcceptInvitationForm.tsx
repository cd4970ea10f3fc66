import { Alert, SimpleGrid, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { AcceptInvitationInput } from '../../../../../application/identity/peopleSchemas';
import { useTRPC, type RouterOutputs } from '../../../app/trpc';
import { PasswordField } from '../../../kit/form/PasswordField';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { TextField } from '../../../kit/form/TextField';

type InvitationInfo = RouterOutputs['identity']['people']['invitation'];
type AcceptValues = { token: string; firstName: string; lastName: string; password: string };

const closed: Record<Exclude<InvitationInfo['state'], 'pending'>, string> = {
  accepted: 'This invitation has already been accepted. Log in with its e-mail and your password.',
  expired: 'This invitation has expired. Ask your colleague to send it again.',
  revoked: 'This invitation was withdrawn. Ask your colleague for a new one.',
};

/** A short registration from an invitation link: name and password; the e-mail is the invited one. Logs the new user in. */
export const AcceptInvitationForm = ({
  token,
  invitation,
  onAccepted,
}: {
  readonly token: string;
  readonly invitation: InvitationInfo;
  readonly onAccepted: (sessionToken: string) => void;
}) => {
  const trpc = useTRPC();
  const accept = useMutation(trpc.identity.people.acceptInvitation.mutationOptions());
  const login = useMutation(trpc.identity.login.mutationOptions());
  if (invitation.state !== 'pending') return <Alert color="orange">{closed[invitation.state]}</Alert>;
  return (
    <SchemaForm<AcceptValues>
      label="Accept the invitation"
      schema={AcceptInvitationInput}
      initialValues={{ token }}
      onSubmit={(values) =>
        sendForm(
          async () => {
            const accepted = await accept.mutateAsync(values);
            return login.mutateAsync({ email: accepted.email, password: values.password });
          },
          ['firstName', 'lastName', 'password'],
          // A person who has just joined has no second factor yet: the password answers the token.
          (session) => 'token' in session && onAccepted(session.token),
        )
      }
    >
      <Text>
        Join <strong>{invitation.companyName}</strong> as {invitation.roleTitle}. Your e-mail:{' '}
        <strong>{invitation.email}</strong>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextField name="firstName" label="First name" autoComplete="given-name" withAsterisk />
        <TextField name="lastName" label="Last name" autoComplete="family-name" withAsterisk />
      </SimpleGrid>
      <PasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        description="At least 8 characters: latin letters, digits and symbols"
        withAsterisk
      />
      <SubmitButton fullWidth>Join and log in</SubmitButton>
    </SchemaForm>
  );
};
