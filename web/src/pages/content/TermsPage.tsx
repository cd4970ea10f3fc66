import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { appCodeOf, useTRPC } from '../../app/trpc';
import { TermsDocument } from '../../features/content/TermsDocument';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';
import { throwIfRefused } from '../../kit/PageQuery';

/** /terms-and-conditions: the version in force, or `?version_id=` any published one (the current or the upcoming). */
export const TermsPage = () => {
  const [params] = useSearchParams();
  const versionId = params.get('version_id');
  const trpc = useTRPC();
  const terms = useQuery({ ...trpc.content.termsInfo.queryOptions(versionId ? { id: versionId } : {}), retry: false });
  const noneYet = terms.isError && appCodeOf(terms.error) === 'terms.none_active';
  // An unknown or malformed version is the not-found page, as any missing item.
  if (terms.isError && !noneYet) throwIfRefused(terms.error);
  return (
    <Container size="md" py="xl">
      <PageHeader title="Terms and conditions" />
      {terms.isPending ? (
        <LoadingState rows={10} label="Loading the terms and conditions" />
      ) : noneYet ? (
        <EmptyList title="The terms and conditions are being prepared" />
      ) : terms.isError ? (
        <ErrorState message={errorMessageOf(terms.error)} onRetry={() => void terms.refetch()} />
      ) : (
        <TermsDocument terms={terms.data} />
      )}
    </Container>
  );
};
