import { Alert, Badge, Button, Code, CopyButton, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfigureSsoInput, type SsoInfoOutput } from '../../../../../application/identity/sso/ssoSchemas';
import { useTRPC } from '../../../app/trpc';
import { ErrorState } from '../../../kit/ErrorState';
import { LoadingState } from '../../../kit/LoadingState';
import { formatDateTime } from '../../../kit/format';
import { PasswordField } from '../../../kit/form/PasswordField';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { SelectField } from '../../../kit/form/SelectField';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { TextField } from '../../../kit/form/TextField';

type ConnectionValues = {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  domain: string;
  defaultRole: 'member' | 'owner';
};

const Copyable = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <Group gap="xs" wrap="nowrap" align="center">
    <Text size="sm" fw={600} miw={60}>
      {label}
    </Text>
    <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="compact-xs" variant="default" onClick={copy} aria-label={`Copy the ${label.toLowerCase()}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  </Group>
);

/**
 * The company page's 'Single sign-on' tab (owners): the provider's issuer, client id and secret (never shown again),
 * the e-mail domain with the DNS TXT record that proves it and a button to check it, and the switch that makes it
 * the only way in for the domain's people.
 */
export const SsoPanel = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const info = useQuery(trpc.sso.info.queryOptions());
  const update = (next: SsoInfoOutput) => queryClient.setQueryData(trpc.sso.info.queryKey(), next);
  const configure = useMutation(trpc.sso.configure.mutationOptions());
  const verify = useMutation(trpc.sso.verifyDomain.mutationOptions({ onSuccess: update }));
  const enforce = useMutation(trpc.sso.enforce.mutationOptions({ onSuccess: update }));
  const [saved, setSaved] = useState(false);

  if (info.isPending) return <LoadingState rows={4} label="Loading the single sign-on settings" />;
  if (info.isError)
    return <ErrorState message="The single sign-on settings could not be loaded" onRetry={() => info.refetch()} />;
  const sso = info.data;

  return (
    <Stack maw={720}>
      <Text size="sm">
        Let your people sign in with your company&apos;s own OpenID Connect provider. Register this address as the
        client&apos;s redirect URI there:
      </Text>
      <Copyable label="Redirect URI" value={sso.redirectUri} />
      {!sso.configured ? (
        <Text size="sm" c="dimmed">
          Single sign-on is not set up yet: nobody signs in through a provider until you connect one and prove your
          domain.
        </Text>
      ) : null}

      <Title order={3} size="h4">
        Provider
      </Title>
      {saved ? (
        <Alert color="green" role="status" title="Connection saved">
          The provider answered its discovery. The client secret is stored sealed and is never shown again.
        </Alert>
      ) : null}
      <SchemaForm<ConnectionValues>
        label="Provider connection"
        schema={ConfigureSsoInput}
        initialValues={{
          issuer: sso.issuer ?? '',
          clientId: sso.clientId ?? '',
          domain: sso.domain ?? '',
          defaultRole: sso.defaultRole,
        }}
        onSubmit={(values) =>
          sendForm(
            () => configure.mutateAsync(values),
            ['issuer', 'clientId', 'clientSecret', 'domain', 'defaultRole'],
            (answer) => {
              update(answer);
              setSaved(true);
            },
          )
        }
      >
        <TextField name="issuer" label="Issuer" placeholder="https://login.example.com" withAsterisk />
        <TextField name="clientId" label="Client ID" withAsterisk autoComplete="off" />
        <PasswordField
          name="clientSecret"
          label="Client secret"
          autoComplete="new-password"
          description={sso.clientSecretSet ? 'A secret is stored: leave this empty to keep it.' : undefined}
          withAsterisk={!sso.clientSecretSet}
        />
        <TextField
          name="domain"
          label="E-mail domain"
          placeholder="example.com"
          description="People with an e-mail at this domain sign in through the provider."
          withAsterisk
        />
        <SelectField
          name="defaultRole"
          label="Role of people joining on their first sign-in"
          searchable={false}
          options={[
            { value: 'member', label: 'Member' },
            { value: 'owner', label: 'Owner' },
          ]}
        />
        <SubmitButton>{sso.configured ? 'Save the connection' : 'Connect the provider'}</SubmitButton>
      </SchemaForm>

      {sso.configured && sso.verificationRecord ? (
        <>
          <Title order={3} size="h4">
            Domain{' '}
            {sso.domainVerifiedAt ? (
              <Badge color="teal.9" variant="light" tt="none">
                Verified {formatDateTime(sso.domainVerifiedAt)}
              </Badge>
            ) : (
              <Badge color="dark" variant="outline" tt="none">
                Not verified
              </Badge>
            )}
          </Title>
          {sso.domainVerifiedAt ? (
            <Text size="sm">People at {sso.domain} can now sign in with your company&apos;s SSO.</Text>
          ) : (
            <>
              <Text size="sm">Add this TXT record to the DNS of {sso.domain}, then check it:</Text>
              <Copyable label="Name" value={sso.verificationRecord.name} />
              <Copyable label="Value" value={sso.verificationRecord.value} />
              {verify.isError ? (
                <Alert color="red" role="alert">
                  {verify.error.message}
                </Alert>
              ) : null}
              <Group>
                <Button onClick={() => verify.mutate()} loading={verify.isPending}>
                  Check the record
                </Button>
              </Group>
            </>
          )}

          <Title order={3} size="h4">
            Only way in
          </Title>
          <Switch
            label={`People at ${sso.domain} sign in only through the provider`}
            description="Their passwords stop working; they are pointed to your company's SSO."
            checked={sso.enforced}
            disabled={!sso.domainVerifiedAt || enforce.isPending}
            onChange={(event) => enforce.mutate({ enforced: event.currentTarget.checked })}
          />
          {enforce.isError ? (
            <Alert color="red" role="alert">
              {enforce.error.message}
            </Alert>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
};
