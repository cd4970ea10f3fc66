import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { allCandidateStatuses, onProjectStatuses } from '../../features/candidates/candidateLabels';
import { CandidateListSection } from '../../features/candidates/CandidateListSection';
import { candidateListInputOf, exportUrlOf, useCandidateListState } from '../../features/candidates/candidateListState';
import { ExportButton } from '../../features/specialist/list/ExportButton';
import { PageHeader } from '../../kit/PageHeader';

const PAGE_SIZE = 20;

type Props = { readonly onProject: boolean };

/** Every client's candidates (or only those on projects), with the status filter and counts, search and the Excel export. */
const ManagerCandidateList = ({ onProject }: Props) => {
  const trpc = useTRPC();
  const { state, setFilters, setPage } = useCandidateListState();
  const list = useQuery({ ...trpc.interview.listForManager.queryOptions(candidateListInputOf(state, PAGE_SIZE, onProject)), placeholderData: keepPreviousData });
  const area = onProject ? '/manager/specialists-on-projects' : '/manager/candidates';
  const exportUrl = exportUrlOf(onProject ? '/admin/api/excel-export/working-specialists' : '/admin/api/excel-export/candidates', state, onProject);

  return (
    <>
      <PageHeader
        title={onProject ? 'Specialists on projects' : 'Candidates'}
        actions={<ExportButton url={exportUrl} fallbackName={onProject ? 'specialists-on-projects.xlsx' : 'candidates.xlsx'} />}
      />
      <CandidateListSection
        viewer="manager"
        list={list}
        state={state}
        onFilters={setFilters}
        onPage={setPage}
        pageSize={PAGE_SIZE}
        statuses={onProject ? onProjectStatuses : allCandidateStatuses}
        caption={onProject ? 'Specialists on projects' : 'Candidates of all clients'}
        empty={
          onProject
            ? { title: 'No specialists on projects yet', description: 'Approved candidates appear here once they are waiting to start work.' }
            : { title: 'No candidates yet', description: 'Candidates appear here when clients send interview requests.' }
        }
        withSearch
        linkOf={(row) => `${area}/${row.id}/update`}
      />
    </>
  );
};

/** /manager/candidates/list */
export const ManagerCandidatesPage = () => <ManagerCandidateList onProject={false} />;

/** /manager/specialists-on-projects/list */
export const ManagerSpecialistsOnProjectsPage = () => <ManagerCandidateList onProject />;
