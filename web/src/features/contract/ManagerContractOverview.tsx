import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import { Fact, Facts } from '../../kit/Facts';
import { formatDate } from '../../kit/format';
import { SectionCard } from '../../kit/SectionCard';
import { ContractSignatures } from './ContractSignatures';
import type { ManagerContract } from './managerContractList';
import { ContractPdfButton } from './ContractPdfButton';

const stateOf = (c: ManagerContract): { colour: string; text: string } | null => {
  switch (c.status) {
    case 'draft':
      return { colour: 'gray', text: 'A draft: only managers see it. Change it below, then send it for signature.' };
    case 'pending_signature':
      return {
        colour: 'yellow',
        text: `Waiting for ${c.signerName} to sign from the link e-mailed to ${c.signerEmail.email}.`,
      };
    case 'signed_by_counterparty':
      return {
        colour: 'yellow',
        text: `${c.counterpartySignature?.name ?? c.signerName} signed for ${c.company.name}. Countersign it for the platform.`,
      };
    case 'signed':
      return { colour: 'teal', text: "Signed by both sides; the PDF carries the platform's seal." };
    case 'voided':
      return { colour: 'red', text: c.voidReason ? `Voided: ${c.voidReason}` : 'Voided.' };
    case 'new':
      return null;
    default: {
      const _exhaustive: never = c.status;
      return _exhaustive;
    }
  }
};

/** A contract at a glance for the manager: where it stands, the parties, the signatures and the PDF sent for signature. */
export const ManagerContractOverview = ({ contract }: { readonly contract: ManagerContract }) => {
  const state = stateOf(contract);
  return (
    <Stack gap="lg">
      {state ? (
        <Alert color={state.colour} variant="light" role="status">
          {state.text}
        </Alert>
      ) : null}
      <SectionCard title="Contract">
        <Facts cols={3}>
          <Fact label="Number">{contract.number}</Fact>
          <Fact label={contract.kind === 'partner' ? 'Partner' : 'Client'}>{contract.company.name}</Fact>
          <Fact label="Date">
            {contract.date || contract.sentOn ? formatDate(contract.date ?? contract.sentOn) : 'The day it is sent'}
          </Fact>
          <Fact label="Document">{contract.title}</Fact>
          <Fact label="Document type">{contract.documentType.title}</Fact>
          <Fact label="Contract type">{contract.contractType.title}</Fact>
          <Fact label="Signer">{`${contract.signerName}, ${contract.signerPosition} (${contract.signerEmail.email})`}</Fact>
          {contract.kind === 'client' ? (
            <Fact label="Commission">{contract.commission === null ? null : `${contract.commission} %`}</Fact>
          ) : null}
          {contract.kind === 'client' ? (
            <Fact label="Days to pay an invoice">{contract.daysPaid === null ? null : String(contract.daysPaid)}</Fact>
          ) : null}
          {contract.mailForNotifications.length > 0 ? (
            <Fact label="Notification e-mails">{contract.mailForNotifications.join(', ')}</Fact>
          ) : null}
        </Facts>
      </SectionCard>
      <SectionCard title="Signatures">
        <Stack gap="sm">
          <ContractSignatures
            company={contract.counterpartySignature}
            platform={contract.platformSignature}
            companyName={contract.company.name}
          />
          {contract.documentUrl ? (
            <Group>
              <ContractPdfButton contract={contract} size="sm" />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              The PDF is made when the contract is sent for signature.
            </Text>
          )}
          {contract.documentSha256 ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Fingerprint (SHA-256) of the document sent for signature: <Code>{contract.documentSha256}</Code>
            </Text>
          ) : null}
        </Stack>
      </SectionCard>
    </Stack>
  );
};
