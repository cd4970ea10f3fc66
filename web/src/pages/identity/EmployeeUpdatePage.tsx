import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { EmployeeForm } from '../../features/identity/employees/EmployeeForm';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery } from '../../kit/PageQuery';
import { SectionCard } from '../../kit/SectionCard';

/** /manager/partners/staff/{id}/update and /manager/clients/staff/{id}/update: the manager edits a company's employee. */
const EmployeeUpdate = ({ back, backLabel }: { readonly back: string; readonly backLabel: string }) => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const employee = useQuery(trpc.identity.employees.info.queryOptions({ id }));
  return (
    <PageQuery
      query={employee}
      header={(e) => (
        <PageHeader title={e ? `${e.name} ${e.surname}` : 'Employee'} backTo={back} backLabel={backLabel} />
      )}
      loading={{ label: 'Loading the employee', rows: 6 }}
    >
      {(e) => (
        <SectionCard title="Employee">
          <EmployeeForm employee={e} onSaved={() => void navigate(back)} />
        </SectionCard>
      )}
    </PageQuery>
  );
};

export const PartnerEmployeeUpdatePage = () => <EmployeeUpdate back="/manager/partners/list" backLabel="Partners" />;
export const ClientEmployeeUpdatePage = () => <EmployeeUpdate back="/manager/clients/list" backLabel="Clients" />;
