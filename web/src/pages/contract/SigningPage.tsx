import { Alert, Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { InvalidSigningLink, SigningForm } from '../../features/contract/SigningForm';
import { errorMessageOf } from '../../app/notify';
import { ErrorState } from '../../kit/ErrorState';
import { Fact, Facts } from '../../kit/Facts';
import { formatDateTime } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';
import { SectionCard } from '../../kit/SectionCard';

/** A token that cannot be a signing link is answered like a used one, without asking the server. */
const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{20,200}$/.test(token);

/**
 * `/contract-signing/{token}`: the signer, who needs no account, reads the PDF, types their name, agrees and signs.
 * The link is the key, so the page keeps out of search engines and sends no referrer.
 */
export const SigningPage = () => {
  const { token = '' } = useParams();
  const trpc = useTRPC();
  const valid = looksLikeToken(token);
  const page = useQuery({
    ...trpc.contract.signingPage.queryOptions({ token }),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
  });
  const [outcome, setOutcome] = useState<'signed' | 'invalid' | null>(null);
  const documentUrl = `/api/contract-signing/${encodeURIComponent(token)}/document`;

  const body = () => {
    if (outcome === 'signed') {
      return (
        <Alert color="teal" variant="light" role="status" title="Signed">
          Signed. The platform countersigns next; you will get the signed PDF by e-mail.
        </Alert>
      );
    }
    if (
      !valid ||
      outcome === 'invalid' ||
      (page.isError && httpStatusOf(page.error) === 404) ||
      (page.isError && httpStatusOf(page.error) === 400)
    )
      return <InvalidSigningLink />;
    if (page.isError) return <ErrorState message={errorMessageOf(page.error)} onRetry={() => void page.refetch()} />;
    if (page.isPending) return <LoadingState rows={6} label="Loading the document" />;
    const d = page.data;
    return (
      <Stack gap="lg">
        <SectionCard title="What you sign">
          <Facts cols={2}>
            <Fact label="Document">{d.title}</Fact>
            <Fact label="Number">{d.number}</Fact>
            <Fact label="Company">{d.companyName}</Fact>
            <Fact label="Signer">{`${d.signerName} (${d.signerEmail})`}</Fact>
            <Fact label="The link works until">{formatDateTime(d.expiresAt)}</Fact>
          </Facts>
        </SectionCard>
        <SectionCard title="The document">
          <Stack gap="sm">
            <Box
              component="iframe"
              src={documentUrl}
              title={`${d.title} ${d.number} (PDF)`}
              style={{
                width: '100%',
                height: 'min(75vh, 900px)',
                border: '1px solid var(--mantine-color-gray-4)',
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            />
            <Text size="sm">
              <Anchor href={documentUrl} target="_blank" rel="noopener noreferrer">
                Open the PDF
              </Anchor>{' '}
              in a new tab if it does not show above.
            </Text>
          </Stack>
        </SectionCard>
        <SectionCard title="Sign">
          <SigningForm
            token={token}
            documentSha256={d.documentSha256}
            signerName={d.signerName}
            onSigned={() => setOutcome('signed')}
            onInvalid={() => setOutcome('invalid')}
          />
        </SectionCard>
      </Stack>
    );
  };

  return (
    <Container size="md" py="xl">
      <meta name="robots" content="noindex, nofollow" />
      <Title order={1} mb="lg">
        Sign the document
      </Title>
      {body()}
    </Container>
  );
};
