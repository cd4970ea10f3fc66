import { List, Text } from '@mantine/core';
import type { RouterOutputs } from '../../app/trpc';
import { formatDateTime } from '../../kit/format';

type Signature = NonNullable<RouterOutputs['contract']['own']['counterpartySignature']>;

const line = (who: string, signature: Signature | null, waiting: string) =>
  signature ? (
    <List.Item key={who}>
      <Text size="sm" component="span" fw={600}>
        {who}:
      </Text>{' '}
      <Text size="sm" component="span">
        {signature.name}
        {signature.position ? `, ${signature.position}` : ''} ({signature.email}),{' '}
        <time dateTime={signature.signedAt}>{formatDateTime(signature.signedAt)}</time>
      </Text>
    </List.Item>
  ) : (
    <List.Item key={who}>
      <Text size="sm" component="span" fw={600}>
        {who}:
      </Text>{' '}
      <Text size="sm" component="span" c="dimmed">
        {waiting}
      </Text>
    </List.Item>
  );

/** Who signed and when: the company's signer first, then the platform. */
export const ContractSignatures = ({
  company,
  platform,
  companyName,
}: {
  readonly company: Signature | null;
  readonly platform: Signature | null;
  readonly companyName: string;
}) => (
  <List spacing="xs" listStyleType="none" aria-label="Signatures" p={0}>
    {line(companyName, company, 'not signed yet')}
    {line('The platform', platform, company ? 'not countersigned yet' : 'signs after the company')}
  </List>
);
