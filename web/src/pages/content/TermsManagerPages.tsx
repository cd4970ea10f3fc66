import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { TermsVersionForm } from '../../features/content/TermsVersionForm';
import { TermsVersionsList } from '../../features/content/TermsVersionsList';
import { TermsVersionView } from '../../features/content/TermsVersionView';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery } from '../../kit/PageQuery';
import { SectionCard } from '../../kit/SectionCard';

const back = '/manager/terms-and-conditions/list';
const useCanExport = () => useSession().profile?.scope.includes('excel:export') ?? false;

/** /manager/terms-and-conditions/list */
export const TermsVersionsPage = () => <TermsVersionsList canExport={useCanExport()} />;

/** /manager/terms-and-conditions/create */
export const TermsVersionCreatePage = () => {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New terms version" backTo={back} backLabel="Terms and conditions" />
      <SectionCard title="Version">
        <TermsVersionForm onSaved={() => void navigate(back)} />
      </SectionCard>
    </>
  );
};

/** /manager/terms-and-conditions/{id}/update: the editor until the version takes effect, then a read-only view. */
export const TermsVersionUpdatePage = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const canExport = useCanExport();
  const version = useQuery(trpc.content.termsVersion.queryOptions({ id }));
  return (
    <PageQuery
      query={version}
      header={(v) => (
        <PageHeader
          title={v ? `Terms version ${v.number}` : 'Terms version'}
          backTo={back}
          backLabel="Terms and conditions"
          actions={
            <Button component={Link} variant="default" to={`/terms-and-conditions?version_id=${id}`}>
              Public page
            </Button>
          }
        />
      )}
      loading={{ label: 'Loading the terms version', rows: 8 }}
    >
      {(v) =>
        v.editable ? (
          <SectionCard title="Version">
            <TermsVersionForm key={`${v.id}-${v.version}`} version={v} onSaved={() => void navigate(back)} />
          </SectionCard>
        ) : (
          <TermsVersionView version={v} canExport={canExport} />
        )
      }
    </PageQuery>
  );
};
