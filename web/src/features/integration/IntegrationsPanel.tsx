import { Alert, Badge, Button, Code, CopyButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  ApiKeyCreateInput,
  WebhookCreateInput,
  type WebhookDeliveryOutput,
} from '../../../../application/integration/schemas';
import { useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { formatDateTime } from '../../kit/format';
import { CheckboxGroupField } from '../../kit/form/CheckboxGroupField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextField } from '../../kit/form/TextField';

/** A secret shown once, with a copy button: an API key or a webhook's signing secret. */
/** One webhook endpoint as an owner's and a manager's tab show it: its address, whether it is on and its events; the tab's own actions below. */
export const EndpointCard = ({
  endpoint,
  children,
}: {
  readonly endpoint: { readonly url: string; readonly enabled: boolean; readonly events: readonly string[] };
  readonly children: ReactNode;
}) => (
  <Stack
    component="article"
    aria-label={`Endpoint ${endpoint.url}`}
    gap="xs"
    p="sm"
    style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
  >
    <Group justify="space-between" wrap="wrap">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </Text>
      <Badge variant="outline" color={endpoint.enabled ? 'green.9' : 'dark'}>
        {endpoint.enabled ? 'On' : 'Off'}
      </Badge>
    </Group>
    <Text size="sm">Events: {endpoint.events.join(', ')}</Text>
    {children}
  </Stack>
);

export const SecretOnce = ({
  title,
  secret,
  hint,
}: {
  readonly title: string;
  readonly secret: string;
  readonly hint: string;
}) => (
  <Alert color="green" title={title} role="status">
    <Stack gap="xs">
      <Text size="sm">{hint} It is shown only now.</Text>
      <Group gap="xs">
        <Code data-testid="secret-once" style={{ overflowWrap: 'anywhere' }}>
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  </Alert>
);

export const Pending = ({ label }: { readonly label: string }) => <LoadingState rows={3} label={label} />;

export const Failed = ({ what, retry }: { readonly what: string; readonly retry: () => void }) => (
  <ErrorState message={`${what} could not be loaded.`} onRetry={retry} />
);

type KeyValues = { name: string; scopes: string[] };

/** The company's API keys: made with some of the owner's permissions, the secret shown once, revoked at will. */
const ApiKeys = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.integration.listApiKeys.queryOptions({}));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.integration.listApiKeys.queryKey() });
  const create = useMutation(trpc.integration.createApiKey.mutationOptions({ onSuccess: refresh }));
  const revoke = useMutation(trpc.integration.revokeApiKey.mutationOptions({ onSuccess: refresh }));
  const [created, setCreated] = useState<{ readonly name: string; readonly secret: string } | null>(null);

  return (
    <Stack component="section" aria-labelledby="api-keys-title">
      <Title order={2} size="h4" id="api-keys-title">
        API keys
      </Title>
      <Text size="sm" c="dark.6">
        Your hiring or staffing system calls the REST API with a key as <Code>Authorization: Bearer …</Code>, acting as
        the company with the permissions you give it, at most 200 requests a minute.
      </Text>
      {created ? (
        <SecretOnce
          title={`Key '${created.name}' made`}
          secret={created.secret}
          hint="Copy the key into the system that will use it."
        />
      ) : null}
      {keys.isPending ? (
        <Pending label="Loading the API keys" />
      ) : keys.isError ? (
        <Failed what="The API keys" retry={() => void keys.refetch()} />
      ) : (
        <>
          {keys.data.items.length === 0 ? (
            <Text size="sm" c="dark.5">
              No API keys yet: make one below for the system that should call the API.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="API keys" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Key starts with</Table.Th>
                    <Table.Th>Permissions</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Last used</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {keys.data.items.map((key) => (
                    <Table.Tr key={key.id}>
                      <Table.Td>{key.name}</Table.Td>
                      <Table.Td>
                        <Code>{key.prefix}…</Code>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{key.scopes.join(', ')}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="outline" color={key.status === 'active' ? 'green.9' : 'dark'}>
                          {key.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {key.lastUsedAt
                            ? `${formatDateTime(key.lastUsedAt)}${key.lastUsedAddress ? `, ${key.lastUsedAddress}` : ''}`
                            : 'Never'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {key.status === 'active' ? (
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={`Revoke the key ${key.name}`}
                            loading={revoke.isPending && revoke.variables.id === key.id}
                            onClick={() => revoke.mutate({ id: key.id })}
                          >
                            Revoke
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {keys.data.grantableScopes.length === 0 ? (
            <Text size="sm" c="dark.5">
              You hold no permission a key could be given, so you cannot make one.
            </Text>
          ) : (
            <SchemaForm<KeyValues>
              label="Make an API key"
              schema={ApiKeyCreateInput.pick({ name: true, scopes: true })}
              initialValues={{ name: '', scopes: [] }}
              onSubmit={(values, form) =>
                sendForm(
                  () => create.mutateAsync({ name: values.name, scopes: values.scopes }),
                  ['name', 'scopes'],
                  (answer) => {
                    setCreated({ name: answer.name, secret: answer.secret });
                    setTimeout(() => form.restart({ name: '', scopes: [] }));
                  },
                )
              }
            >
              <TextField name="name" label="Key name" description="What uses it, such as 'ATS sync'" withAsterisk />
              <CheckboxGroupField
                name="scopes"
                label="Permissions"
                required
                options={keys.data.grantableScopes.map((scope) => ({ value: scope, label: scope }))}
              />
              <Group>
                <SubmitButton>Make key</SubmitButton>
              </Group>
            </SchemaForm>
          )}
        </>
      )}
    </Stack>
  );
};

/** One endpoint's delivery log: each event sent, its outcome, and 'Send again'. */
const Deliveries = ({ endpointId, url }: { readonly endpointId: string; readonly url: string }) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deliveries = useQuery({
    ...trpc.integration.webhookDeliveries.queryOptions({ id: endpointId }),
    // A delivery just asked for is pending for a moment: the log follows it.
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? 2_000 : false),
  });
  const redeliver = useMutation(
    trpc.integration.redeliverWebhook.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.integration.webhookDeliveries.pathKey() }),
    }),
  );
  if (deliveries.isPending) return <Pending label="Loading the deliveries" />;
  if (deliveries.isError) return <Failed what="The deliveries" retry={() => void deliveries.refetch()} />;
  if (deliveries.data.items.length === 0)
    return (
      <Text size="sm" c="dark.5">
        Nothing was sent to {url} yet: send a test event, or wait for one of its events.
      </Text>
    );
  return (
    <DeliveryLogTable
      url={url}
      items={deliveries.data.items}
      action={(delivery) =>
        delivery.status === 'pending' ? null : (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Send again the ${delivery.eventType} event`}
            loading={redeliver.isPending && redeliver.variables.deliveryId === delivery.id}
            onClick={() => redeliver.mutate({ deliveryId: delivery.id })}
          >
            Send again
          </Button>
        )
      }
    />
  );
};

/** A delivery log as a table: each event sent, its outcome, and what may be done with it. */
export const DeliveryLogTable = ({
  url,
  items,
  action,
}: {
  readonly url: string;
  readonly items: readonly WebhookDeliveryOutput[];
  readonly action?: (delivery: WebhookDeliveryOutput) => ReactNode;
}) => (
  <Table.ScrollContainer minWidth={640}>
    <Table aria-label={`Deliveries to ${url}`} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Event</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Answer</Table.Th>
          <Table.Th>Attempts</Table.Th>
          <Table.Th>Last attempt</Table.Th>
          {action ? <Table.Th>Actions</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((delivery) => (
          <Table.Tr key={delivery.id}>
            <Table.Td>
              <Code>{delivery.eventType}</Code>
            </Table.Td>
            <Table.Td>{delivery.status}</Table.Td>
            <Table.Td>{delivery.lastStatusCode ?? 'None'}</Table.Td>
            <Table.Td>{delivery.attempts}</Table.Td>
            <Table.Td>{delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : 'Not yet'}</Table.Td>
            {action ? <Table.Td>{action(delivery)}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

type EndpointValues = { url: string; events: string[] };

/** The company's webhook endpoints: the events each wants, its signing secret shown once, a test, the delivery log. */
const Webhooks = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const endpoints = useQuery(trpc.integration.listWebhooks.queryOptions({}));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.integration.listWebhooks.queryKey() });
  const refreshDeliveries = () =>
    queryClient.invalidateQueries({ queryKey: trpc.integration.webhookDeliveries.pathKey() });
  const create = useMutation(trpc.integration.createWebhook.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.integration.deleteWebhook.mutationOptions({ onSuccess: refresh }));
  const rotate = useMutation(trpc.integration.rotateWebhookSecret.mutationOptions());
  const test = useMutation(trpc.integration.testWebhook.mutationOptions({ onSuccess: refreshDeliveries }));
  const [secret, setSecret] = useState<{ readonly title: string; readonly secret: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <Stack component="section" aria-labelledby="webhooks-title">
      <Title order={2} size="h4" id="webhooks-title">
        Webhooks
      </Title>
      <Text size="sm" c="dark.6">
        The platform tells your system when something happens: each delivery names the event and the object, signed per
        Standard Webhooks, and is tried again for 3 days until your endpoint answers 2xx.
      </Text>
      {secret ? (
        <SecretOnce
          title={secret.title}
          secret={secret.secret}
          hint="Your endpoint checks each delivery's signature with this secret."
        />
      ) : null}
      {endpoints.isPending ? (
        <Pending label="Loading the webhooks" />
      ) : endpoints.isError ? (
        <Failed what="The webhooks" retry={() => void endpoints.refetch()} />
      ) : (
        <>
          {endpoints.data.items.length === 0 ? (
            <Text size="sm" c="dark.5">
              No endpoints yet: add the address of your system below.
            </Text>
          ) : (
            <Stack gap="md">
              {endpoints.data.items.map((endpoint) => (
                <EndpointCard key={endpoint.id} endpoint={endpoint}>
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="default"
                      loading={test.isPending && test.variables.id === endpoint.id}
                      onClick={() => {
                        setOpen(endpoint.id);
                        test.mutate({ id: endpoint.id });
                      }}
                    >
                      Send test event
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-expanded={open === endpoint.id}
                      onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                    >
                      {open === endpoint.id ? 'Hide deliveries' : 'Deliveries'}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      loading={rotate.isPending && rotate.variables.id === endpoint.id}
                      onClick={() =>
                        rotate.mutate(
                          { id: endpoint.id },
                          {
                            onSuccess: (answer) =>
                              setSecret({
                                title: `New signing secret for ${answer.url}: the old one signs too for 24 hours`,
                                secret: answer.secret,
                              }),
                          },
                        )
                      }
                    >
                      Rotate secret
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Delete the endpoint ${endpoint.url}`}
                      loading={remove.isPending && remove.variables.id === endpoint.id}
                      onClick={() => remove.mutate({ id: endpoint.id })}
                    >
                      Delete
                    </Button>
                  </Group>
                  {open === endpoint.id ? <Deliveries endpointId={endpoint.id} url={endpoint.url} /> : null}
                </EndpointCard>
              ))}
            </Stack>
          )}
          <SchemaForm<EndpointValues>
            label="Add a webhook endpoint"
            schema={WebhookCreateInput}
            initialValues={{ url: '', events: [] }}
            onSubmit={(values, form) =>
              sendForm(
                () => create.mutateAsync({ url: values.url, events: values.events as never }),
                ['url', 'events'],
                (answer) => {
                  setSecret({ title: `Endpoint ${answer.url} added`, secret: answer.secret });
                  setTimeout(() => form.restart({ url: '', events: [] }));
                },
              )
            }
          >
            <TextField
              name="url"
              label="Endpoint address"
              description="https, on the public internet"
              placeholder="https://ats.example.com/hooks/marketplace"
              withAsterisk
            />
            <CheckboxGroupField
              name="events"
              label="Events"
              required
              options={endpoints.data.eventTypes.map((type) => ({ value: type, label: type }))}
            />
            <Group>
              <SubmitButton>Add endpoint</SubmitButton>
            </Group>
          </SchemaForm>
        </>
      )}
    </Stack>
  );
};

/** The company's Integrations tab: API keys and webhooks, for the people who manage the company's people. */
export const IntegrationsPanel = () => (
  <Stack gap="xl">
    <ApiKeys />
    <Webhooks />
  </Stack>
);
