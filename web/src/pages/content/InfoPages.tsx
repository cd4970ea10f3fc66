import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { InfoPageSlug } from '../../../../application/content/articleSchemas';
import { errorMessageOf } from '../../app/notify';
import type { PageQueriesOf } from '../../app/ssr/pageQueries';
import { useTRPC } from '../../app/trpc';
import { InfoPageView } from '../../features/content/InfoPageView';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';

// The forms (schemas, form library, editor) load with the page that shows them: the information pages' first load stays small.
const FeedbackForm = lazy(async () => ({
  default: (await import('../../features/content/FeedbackForm')).FeedbackForm,
}));
const InfoPagesList = lazy(async () => ({
  default: (await import('../../features/content/InfoPagesList')).InfoPagesList,
}));
const InfoPageForm = lazy(async () => ({
  default: (await import('../../features/content/InfoPageForm')).InfoPageForm,
}));
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
    <Text mb="lg">
      Questions, ideas or a problem with the platform: write to our managers. We answer within one working day.
    </Text>
    <Suspense fallback={<LoadingState rows={4} label="Loading the form" />}>
      <FeedbackForm />
    </Suspense>
  </Container>
);

/** /manager/pages/list */
export const InfoPagesManagerPage = () => (
  <Suspense fallback={<LoadingState label="Loading the pages" />}>
    <InfoPagesList />
  </Suspense>
);

/** /manager/pages/{slug}/update */
export const InfoPageUpdatePage = () => {
  const { slug = '' } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const page = useQuery(trpc.content.infoPageForEdit.queryOptions({ slug: slug as InfoPageSlug }));
  return (
    <PageQuery
      query={page}
      header={(p) => (
        <PageHeader
          title={p ? `Edit: ${p.title}` : 'Edit page'}
          backTo="/manager/pages/list"
          backLabel="Information pages"
        />
      )}
      loading={{ label: 'Loading the page', rows: 10 }}
    >
      {(p) => (
        <SectionCard title="Page">
          <Suspense fallback={<LoadingState rows={6} label="Loading the form" />}>
            <InfoPageForm
              key={`${p.slug}-${p.version}`}
              page={p}
              onSaved={() => void navigate('/manager/pages/list')}
            />
          </Suspense>
        </SectionCard>
      )}
    </PageQuery>
  );
};

/** What the information pages read to render (server rendering, web/src/app/ssr/pageQueries.ts). */
const infoPageQueries =
  (slug: InfoPageSlug) =>
  ({ trpc }: { readonly trpc: ReturnType<typeof useTRPC> }) => [trpc.content.infoPage.queryOptions({ slug })];
export const pageQueries: PageQueriesOf<
  'AboutPage' | 'PartnershipPage' | 'CookiePolicyPage' | 'PrivacyPolicyPage' | 'FaqPage'
> = {
  AboutPage: infoPageQueries('about'),
  PartnershipPage: infoPageQueries('partnership'),
  CookiePolicyPage: infoPageQueries('cookie-policy'),
  PrivacyPolicyPage: infoPageQueries('privacy-policy'),
  FaqPage: infoPageQueries('faq'),
};
