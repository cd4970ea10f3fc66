import { exportUrlOf } from '../../features/interview/candidateListState';
import { ExportButton } from '../../kit/files/ExportButton';
import { CandidateListPage } from './CandidateListPage';

/** Every client's candidates (or only those on projects), with the status filter and counts, search and the Excel export of the filtered list. */
const ManagerCandidateList = ({ onProject }: { readonly onProject: boolean }) => {
  const area = onProject ? '/manager/specialists-on-projects' : '/manager/candidates';
  return (
    <CandidateListPage
      viewer="manager"
      onProject={onProject}
      withSearch
      linkOf={(row) => `${area}/${row.id}/update`}
      headerActions={(list) => (
        <ExportButton
          url={exportUrlOf(
            onProject ? '/admin/api/excel-export/working-specialists' : '/admin/api/excel-export/candidates',
            list.state,
            onProject,
          )}
          fallbackName={onProject ? 'specialists-on-projects.xlsx' : 'candidates.xlsx'}
        />
      )}
    />
  );
};

/** /manager/candidates/list */
export const ManagerCandidatesPage = () => <ManagerCandidateList onProject={false} />;

/** /manager/specialists-on-projects/list */
export const ManagerSpecialistsOnProjectsPage = () => <ManagerCandidateList onProject />;
