import { Badge, Button, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WebhookCreateInput } from '../../../../application/integration/schemas';
import { useTRPC } from '../../app/trpc';
import { formatDateTime } from '../../kit/format';
import { CheckboxGroupField } from '../../kit/form/CheckboxGroupField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextField } from '../../kit/form/TextField';
import { DeliveryLogTable, EndpointCard, Failed, Pending, SecretOnce } from './IntegrationsPanel';

/** One endpoint's delivery log, as a manager reads it. */
const CompanyDeliveries = ({ companyId, endpointId, url }: { companyId: string; endpointId: string; url: string }) => {
  const trpc = useTRPC();
  const deliveries = useQuery({
    ...trpc.integration.companyDeliveries.queryOptions({ companyId, id: endpointId }),
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? 2_000 : false),
  });
  if (deliveries.isPending) return <Pending label="Loading the deliveries" />;
  if (deliveries.isError) return <Failed what="The deliveries" retry={() => void deliveries.refetch()} />;
  if (deliveries.data.items.length === 0)
    return (
      <Text size="sm" c="dark.5">
        Nothing was sent to {url} yet: none of its events has happened since it was added.
      </Text>
    );
  return <DeliveryLogTable url={url} items={deliveries.data.items} />;
};

type EndpointValues = { url: string; events: string[] };

/**
 * The manager's Integrations tab of a company: its API keys and webhook endpoints (never a secret), each endpoint's
 * delivery log, and an endpoint registered for the company, its signing secret shown once to hand over.
 */
export const CompanyIntegrations = ({ companyId }: { readonly companyId: string }) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const view = useQuery(trpc.integration.companyIntegrations.queryOptions({ companyId }));
  const create = useMutation(
    trpc.integration.createWebhookForCompany.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.integration.companyIntegrations.queryKey({ companyId }) }),
    }),
  );
  const [secret, setSecret] = useState<{ readonly url: string; readonly secret: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  if (view.isPending) return <Pending label="Loading the company's integrations" />;
  if (view.isError) return <Failed what="The company's integrations" retry={() => void view.refetch()} />;
  const { apiKeys, webhooks, eventTypes } = view.data;
  return (
    <Stack gap="xl">
      <Stack component="section" aria-labelledby="company-api-keys-title">
        <Title order={2} size="h4" id="company-api-keys-title">
          API keys
        </Title>
        {apiKeys.length === 0 ? (
          <Text size="sm" c="dark.5">
            The company has made no API keys: only its owners make them, from their own Integrations tab.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="The company's API keys" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Key starts with</Table.Th>
                  <Table.Th>Permissions</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Last used</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {apiKeys.map((key) => (
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
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Stack component="section" aria-labelledby="company-webhooks-title">
        <Title order={2} size="h4" id="company-webhooks-title">
          Webhooks
        </Title>
        {secret ? (
          <SecretOnce
            title={`Endpoint ${secret.url} added`}
            secret={secret.secret}
            hint="Hand this signing secret to the company: its endpoint checks each delivery's signature with it."
          />
        ) : null}
        {webhooks.length === 0 ? (
          <Text size="sm" c="dark.5">
            The company has no webhook endpoints: add one below, or its owners add theirs.
          </Text>
        ) : (
          webhooks.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint}>
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-expanded={open === endpoint.id}
                  onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                >
                  {open === endpoint.id ? 'Hide deliveries' : 'Deliveries'}
                </Button>
              </Group>
              {open === endpoint.id ? (
                <CompanyDeliveries companyId={companyId} endpointId={endpoint.id} url={endpoint.url} />
              ) : null}
            </EndpointCard>
          ))
        )}
        <SchemaForm<EndpointValues>
          label="Add a webhook endpoint for the company"
          schema={WebhookCreateInput}
          initialValues={{ url: '', events: [] }}
          onSubmit={(values, form) =>
            sendForm(
              () => create.mutateAsync({ companyId, url: values.url, events: values.events as never }),
              ['url', 'events'],
              (answer) => {
                setSecret({ url: answer.url, secret: answer.secret });
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
            options={eventTypes.map((type) => ({ value: type, label: type }))}
          />
          <Group>
            <SubmitButton>Add endpoint</SubmitButton>
          </Group>
        </SchemaForm>
      </Stack>
    </Stack>
  );
};
