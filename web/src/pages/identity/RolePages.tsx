import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { RoleForm } from '../../features/identity/roles/RoleForm';
import { RolesList } from '../../features/identity/roles/RolesList';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery } from '../../kit/PageQuery';
import { SectionCard } from '../../kit/SectionCard';

const back = '/manager/roles/list';

/** /manager/roles/list */
export const RolesListPage = () => <RolesList />;

/** /manager/roles/create */
export const RoleCreatePage = () => {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New role" backTo={back} backLabel="Roles" />
      <SectionCard title="Role">
        <RoleForm onSaved={() => void navigate(back)} />
      </SectionCard>
    </>
  );
};

/** /manager/roles/{id}/update */
export const RoleUpdatePage = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const role = useQuery(trpc.identity.roles.info.queryOptions({ id }));
  return (
    <PageQuery
      query={role}
      header={(r) => <PageHeader title={r ? r.title : 'Role'} backTo={back} backLabel="Roles" />}
      loading={{ label: 'Loading the role', rows: 8 }}
    >
      {(r) => (
        <SectionCard title="Role">
          <RoleForm role={r} onSaved={() => void navigate(back)} />
        </SectionCard>
      )}
    </PageQuery>
  );
};
