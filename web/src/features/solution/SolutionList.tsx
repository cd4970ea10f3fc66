import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { ListWords } from '../../kit/list/ListBody';
import { agencyColumn, updatedColumn } from '../../kit/list/columns';
import { verifiedStatusColumn } from '../../kit/moderation/ChangedSinceVerification';
import { NotSet, RowLogo, RowTitle, type ListColumn } from '../../kit/list/ListTable';
import { ListView } from '../../kit/list/ListView';
import { listAudienceOf, type ModeratedListProps } from '../../kit/moderation/ModeratedList';
import { RowActionsMenu } from '../../kit/moderation/RowActionsMenu';
import { solutionButtons, type SolutionButton } from './offeredActions';
import { solutionPaths, solutionTitleOf } from './solutionLabels';
import type { SolutionRow, SolutionSortField } from './solutionList';
import { SolutionStatusTag } from './SolutionStatusTag';
import type { SolutionTarget } from './useSolutionActions';

export const AddSolutionButton = () => (
  <Button component={Link} to="/pa/solutions/create">
    Add solution
  </Button>
);

/** The agency's first words invite it to add a solution; a manager's lists say where solutions come from. */
const emptyWords = {
  agency: {
    title: 'No solutions yet',
    description: 'Add your first solution: once a manager approves it, clients find it in the solution catalogue.',
    action: <AddSolutionButton />,
  },
  current: { title: 'No solutions yet', description: 'Solutions appear here once agencies create them.' },
  archive: { title: 'The archive is empty', description: 'Deleted solutions appear here.' },
};

/** The agency's and the manager's solution lists: one row per solution, sortable columns, the actions the server allows. */
export const SolutionList = ({
  viewer,
  query,
  list,
  actions,
  onAgencyFilter,
}: ModeratedListProps<SolutionRow, SolutionSortField, SolutionButton, SolutionTarget>) => {
  const paths = solutionPaths(viewer);
  const tab = listAudienceOf(viewer, list.state.tab);
  const words: ListWords = {
    noun: 'solutions',
    empty: emptyWords[tab],
    filteredEmpty: {
      title: 'No solutions match the filters',
      description: 'Change the search or the filters to see more solutions.',
    },
  };
  const titleCell = (row: SolutionRow) => (
    <RowTitle
      title={solutionTitleOf(row)}
      to={paths.item(row.id)}
      subtitle={row.shortDescription}
      avatar={<RowLogo src={row.logo?.url ?? null} title={solutionTitleOf(row)} />}
      subtitleWidth={320}
    />
  );
  const columns: ListColumn<SolutionRow, SolutionSortField>[] = [
    { header: 'ID', sortField: 'number', noWrap: true, cell: (row) => row.number },
    { header: 'Solution', sortField: 'title', cell: titleCell },
    {
      header: 'Categories',
      cell: (row) => (row.categories.length > 0 ? row.categories.map((c) => c.title).join(', ') : <NotSet />),
    },
    ...(viewer === 'manager' ? [agencyColumn<SolutionRow>('solutions', onAgencyFilter)] : []),
    verifiedStatusColumn(SolutionStatusTag, viewer === 'manager' ? 'Changed since publication' : null),
    updatedColumn(),
  ];
  const table = {
    columns,
    caption: { agency: 'Your solutions', current: 'Solutions of all agencies', archive: 'Archived solutions' }[tab],
    minWidth: viewer === 'manager' ? 960 : 820,
    actions: (row: SolutionRow) => (
      <RowActionsMenu
        item={row}
        name={solutionTitleOf(row)}
        viewTo={paths.item(row.id)}
        offered={solutionButtons.onPage(row.allowedActions)}
        runner={actions}
      />
    ),
  };
  return <ListView query={query} list={list} words={words} table={table} />;
};
