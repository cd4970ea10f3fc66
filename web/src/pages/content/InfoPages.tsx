import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { InfoPageSlug } from '../../../../application/content/articleSchemas';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { FeedbackForm } from '../../features/content/FeedbackForm';
import { InfoPageForm } from '../../features/content/InfoPageForm';
import { InfoPagesList } from '../../features/content/InfoPagesList';
import { InfoPageView } from '../../features/content/InfoPageView';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery, throwIfRefused } from '../../kit/PageQuery';
import { SectionCard } from '../../kit/SectionCard';

/** One information page, by its slug: its title, then its text. */
const InfoPage = ({ slug }: { readonly slug: InfoPageSlug }) => {
  const trpc = useTRPC();
  const page = useQuery(trpc.content.infoPage.queryOptions({ slug }));
  if (page.isError) throwIfRefused(page.error);
  return (
    <Container size="md" py="xl">
      <PageHeader title={page.data?.title ?? ''} />
      {page.isPending ? (
        <LoadingState rows={10} label="Loading the page" />
      ) : page.isError ? (
        <ErrorState message={errorMessageOf(page.error)} onRetry={() => void page.refetch()} />
      ) : (
        <InfoPageView page={page.data} />
      )}
    </Container>
  );
};

export const AboutPage = () => <InfoPage slug="about" />;
export const PartnershipPage = () => <InfoPage slug="partnership" />;
export const CookiePolicyPage = () => <InfoPage slug="cookie-policy" />;
export const PrivacyPolicyPage = () => <InfoPage slug="privacy-policy" />;
export const FaqPage = () => <InfoPage slug="faq" />;

/** /feedback (hidden from the menus) */
export const FeedbackPage = () => (
  <Container size="md" py="xl">
    <PageHeader title="Feedback" />
    <Text mb="lg">Questions, ideas or a problem with the platform: write to our managers. We answer within one working day.</Text>
    <FeedbackForm />
  </Container>
);

/** /manager/pages/list */
export const InfoPagesManagerPage = () => <InfoPagesList />;

/** /manager/pages/{slug}/update */
export const InfoPageUpdatePage = () => {
  const { slug = '' } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const page = useQuery(trpc.content.infoPageForEdit.queryOptions({ slug: slug as InfoPageSlug }));
  return (
    <PageQuery query={page} header={(p) => <PageHeader title={p ? `Edit: ${p.title}` : 'Edit page'} backTo="/manager/pages/list" backLabel="Information pages" />} loading={{ label: 'Loading the page', rows: 10 }}>
      {(p) => (
        <SectionCard title="Page">
          <InfoPageForm key={`${p.slug}-${p.version}`} page={p} onSaved={() => void navigate('/manager/pages/list')} />
        </SectionCard>
      )}
    </PageQuery>
  );
};
