import { Alert, Group, Stack, Text } from '@mantine/core';
import { Fact, Facts } from '../../kit/Facts';
import { formatDate } from '../../kit/format';
import { SectionCard } from '../../kit/SectionCard';
import { ContractSignatures } from './ContractSignatures';
import { ContractPdfButton } from './ContractPdfButton';
import type { OwnContract } from './ownContractList';
import { ResendLinkButton } from './ResendLinkButton';

/** What waits for whom, in one sentence, for the company. */
const whereItStands = (contract: OwnContract): string | null => {
  switch (contract.status) {
    case 'pending_signature':
      return `Waiting for ${contract.signerName} to sign from the link e-mailed to ${contract.signerEmail.email}. The link is single-use; send it again if it was lost or has expired.`;
    case 'signed_by_counterparty':
      return 'Signed by your company. The platform countersigns next; the signed PDF is then e-mailed to the signer.';
    case 'signed':
      return "Signed by both sides. The PDF carries the platform's seal: any PDF reader can check it has not changed.";
    case 'voided':
      return contract.voidReason ? `This contract was voided: ${contract.voidReason}` : 'This contract was voided.';
    case 'new':
    case 'draft':
      return null;
    default: {
      const _exhaustive: never = contract.status;
      return _exhaustive;
    }
  }
};

/** A company's contract: where it stands, its terms, the signer, the signatures and the PDF. */
export const OwnContractView = ({ contract }: { readonly contract: OwnContract }) => {
  const state = whereItStands(contract);
  return (
    <Stack gap="lg">
      {state ? (
        <Alert
          color={contract.status === 'voided' ? 'red' : contract.status === 'signed' ? 'teal' : 'yellow'}
          variant="light"
          role="status"
        >
          <Stack gap="sm">
            <Text size="sm">{state}</Text>
            {contract.allowedActions.includes('resend') ? (
              <Group>
                <ResendLinkButton id={contract.id} signerEmail={contract.signerEmail.email} />
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <SectionCard title="Terms">
        <Facts>
          <Fact label="Number">{contract.number}</Fact>
          <Fact label="Document">{contract.title}</Fact>
          <Fact label="Date">{formatDate(contract.date ?? contract.sentOn ?? contract.createdAt)}</Fact>
          <Fact label="Document type">{contract.documentType.title}</Fact>
          <Fact label="Contract type">{contract.contractType.title}</Fact>
          {contract.kind === 'client' ? (
            <Fact label="Platform commission">{contract.commission === null ? null : `${contract.commission} %`}</Fact>
          ) : null}
          {contract.kind === 'client' ? (
            <Fact label="Days to pay an invoice">{contract.daysPaid === null ? null : String(contract.daysPaid)}</Fact>
          ) : null}
        </Facts>
      </SectionCard>
      <SectionCard title="Signer">
        <Facts>
          <Fact label="Name">{contract.signerName}</Fact>
          <Fact label="Position">{contract.signerPosition}</Fact>
          <Fact label="E-mail">{contract.signerEmail.email}</Fact>
          {contract.mailForNotifications.length > 0 ? (
            <Fact label="Notifications go to">{contract.mailForNotifications.join(', ')}</Fact>
          ) : null}
        </Facts>
      </SectionCard>
      <SectionCard title="Signatures">
        <ContractSignatures
          company={contract.counterpartySignature}
          platform={contract.platformSignature}
          companyName={contract.company.name}
        />
      </SectionCard>
      <SectionCard title="Document">
        {contract.documentUrl ? (
          <Stack gap="xs">
            <Group>
              <ContractPdfButton contract={contract} size="sm" />
            </Group>
            {contract.documentSha256 ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Fingerprint (SHA-256) of the document sent for signature: <code>{contract.documentSha256}</code>
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            The PDF is not ready yet.
          </Text>
        )}
      </SectionCard>
    </Stack>
  );
};
