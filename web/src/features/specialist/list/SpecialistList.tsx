import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { fileUrl } from '../../../../../application/files/fileContracts';
import type { ListWords } from '../../../kit/list/ListBody';
import { agencyColumn, updatedColumn } from '../../../kit/list/columns';
import { NotSet, RowTitle, type ListColumn } from '../../../kit/list/ListTable';
import { ListView } from '../../../kit/list/ListView';
import { verifiedStatusColumn } from '../../../kit/moderation/ChangedSinceVerification';
import { listAudienceOf, type ModeratedListProps } from '../../../kit/moderation/ModeratedList';
import { RowActionsMenu } from '../../../kit/moderation/RowActionsMenu';
import { UserAvatar } from '../../../kit/UserAvatar';
import { CatalogPrice } from '../card/CatalogPrice';
import { cardButtons, type CardButton } from '../card/offeredActions';
import { cardPaths, fullNameOf, gradeLabelOf } from '../card/specialistLabels';
import { SpecialistStatusTag } from '../card/SpecialistStatusTag';
import type { CardTarget } from '../card/useCardActions';
import type { CardSortField, SpecialistRow } from './specialistList';

export const AddSpecialistButton = () => (
  <Button component={Link} to="/pa/specialists/create">
    Add specialist
  </Button>
);

/** The agency's first words invite it to add a card; a manager's lists say where cards come from. */
const emptyWords = {
  agency: {
    title: 'No specialists yet',
    description: 'Add your first specialist: once a manager approves the card, clients find it in the catalogue.',
    action: <AddSpecialistButton />,
  },
  current: { title: 'No specialists yet', description: 'Cards appear here once agencies create them.' },
  archive: { title: 'The archive is empty', description: 'Archived cards appear here.' },
};

const photoOf = (row: SpecialistRow) => (
  <UserAvatar name={row.name || '?'} surname={row.surname} src={row.photoId ? fileUrl(row.photoId) : null} size="m" />
);

/** The agency's and the manager's card lists: one row per card, sortable columns, the actions the server allows. */
export const SpecialistList = ({
  viewer,
  query,
  list,
  actions,
  onAgencyFilter,
}: ModeratedListProps<SpecialistRow, CardSortField, CardButton, CardTarget>) => {
  const paths = cardPaths(viewer);
  const tab = listAudienceOf(viewer, list.state.tab);
  const words: ListWords = {
    noun: 'specialists',
    empty: emptyWords[tab],
    filteredEmpty: {
      title: 'No specialists match the filters',
      description: 'Change the search or the filters to see more cards.',
    },
  };
  const columns: ListColumn<SpecialistRow, CardSortField>[] = [
    {
      header: 'Specialist',
      sortField: 'surname',
      cell: (row) => (
        <RowTitle
          title={fullNameOf(row)}
          to={paths.item(row.id)}
          subtitle={row.keySkills.slice(0, 4).join(', ')}
          avatar={photoOf(row)}
          subtitleWidth={260}
        />
      ),
    },
    { header: 'Specialization', cell: (row) => row.specializationTitle ?? <NotSet /> },
    { header: 'Grade', cell: (row) => gradeLabelOf(row.grade) },
    ...(viewer === 'manager' ? [agencyColumn<SpecialistRow>('cards', onAgencyFilter)] : []),
    verifiedStatusColumn(SpecialistStatusTag, viewer === 'manager' ? 'Changed since verification' : null),
    {
      header: 'Catalogue price',
      sortField: 'hourPrice',
      noWrap: true,
      cell: (row) => <CatalogPrice agencyRateCents={row.hourPriceCents} />,
    },
    updatedColumn(),
  ];
  const table = {
    columns,
    caption: { agency: 'Your specialists', current: 'Specialists of all agencies', archive: 'Archived specialists' }[
      tab
    ],
    minWidth: viewer === 'manager' ? 980 : 860,
    actions: (row: SpecialistRow) => (
      <RowActionsMenu
        item={row}
        name={fullNameOf(row)}
        viewTo={paths.item(row.id)}
        offered={cardButtons.onPage(row.allowedActions)}
        runner={actions}
      />
    ),
  };
  return <ListView query={query} list={list} words={words} table={table} />;
};
