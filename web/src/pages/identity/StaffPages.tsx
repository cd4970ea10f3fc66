import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { StaffList } from '../../features/identity/staff/StaffList';
import { EditStaffForm, InviteStaffForm } from '../../features/identity/staff/StaffForms';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery } from '../../kit/PageQuery';
import { SectionCard } from '../../kit/SectionCard';

const back = '/manager/platform/staff/list';

/** /manager/platform/staff/list */
export const StaffListPage = () => <StaffList />;

/** /manager/platform/staff/create: invite an employee with a role. */
export const StaffCreatePage = () => {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Invite an employee" backTo={back} backLabel="Platform staff" />
      <SectionCard title="Invitation">
        <InviteStaffForm onInvited={() => void navigate(back)} />
      </SectionCard>
    </>
  );
};

/** /manager/platform/staff/{id}/update: role and block. */
export const StaffUpdatePage = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const member = useQuery(trpc.identity.staff.info.queryOptions({ id }));
  return (
    <PageQuery
      query={member}
      header={(m) => (
        <PageHeader title={m ? `${m.name} ${m.surname}` : 'Employee'} backTo={back} backLabel="Platform staff" />
      )}
      loading={{ label: 'Loading the employee', rows: 4 }}
    >
      {(m) => (
        <SectionCard title="Role and access">
          <EditStaffForm member={m} onSaved={() => void navigate(back)} />
        </SectionCard>
      )}
    </PageQuery>
  );
};
