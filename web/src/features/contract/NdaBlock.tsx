import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { SectionCard } from '../../kit/SectionCard';
import { ContractStatusBadge } from './ContractStatusBadge';
import { ownContractPathOf } from './ownContractList';
import { ResendLinkButton } from './ResendLinkButton';

/** An agency's NDA with the platform: none yet (request it), or the latest one with its status. */
export const NdaBlock = () => {
  const trpc = useTRPC();
  const info = useQuery(trpc.contract.ndaInfo.queryOptions());
  return (
    <SectionCard title="Non-disclosure agreement">
      {info.isPending ? (
        <LoadingState rows={2} label="Loading your NDA" />
      ) : info.isError ? (
        <ErrorState message={errorMessageOf(info.error)} onRetry={() => void info.refetch()} />
      ) : info.data.nda === null || info.data.nda.status === 'voided' ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" maw={560}>
            {info.data.nda === null
              ? 'Partners sign a non-disclosure agreement with the platform before they see client requests. Request it here: your signer gets a link by e-mail.'
              : `Your NDA ${info.data.nda.number} was voided. Request a new one: your signer gets a link by e-mail.`}
          </Text>
          <Button component={Link} to="/pa/documents/create">
            Request NDA
          </Button>
        </Group>
      ) : (
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap">
            <Anchor component={Link} to={ownContractPathOf(info.data.nda.id)} fw={600}>
              NDA {info.data.nda.number}
            </Anchor>
            <ContractStatusBadge status={info.data.nda.status} />
          </Group>
          <Text size="sm" c="dimmed">
            Signer: {info.data.nda.signerName}, {info.data.nda.signerPosition} ({info.data.nda.signerEmail.email})
          </Text>
          {info.data.nda.allowedActions.includes('resend') ? (
            <Group>
              <ResendLinkButton id={info.data.nda.id} signerEmail={info.data.nda.signerEmail.email} />
            </Group>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
};
