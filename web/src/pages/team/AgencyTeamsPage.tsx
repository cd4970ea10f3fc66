import { Button } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamOutput } from '../../../../application/team/schemas';
import { useTRPC } from '../../app/trpc';
import { DeleteTeamDialog } from '../../features/team/DeleteTeamDialog';
import { teamList, teamListInputOf } from '../../features/team/teamList';
import { TeamFilters } from '../../features/team/TeamFilters';
import { TeamFormModal } from '../../features/team/TeamFormModal';
import { TeamList } from '../../features/team/TeamList';
import { ListPage } from '../../kit/list/ListPage';
import { useListState } from '../../kit/list/listState';

/** The team being edited: none, a new one, or an existing one. */
type Editing = { readonly team: TeamOutput | null } | null;

/** The teams page of an agency (/pa/specialists/teams) or of the managers (/manager/teams/list): list, filters, create or edit, delete. */
const TeamsPage = ({ viewer }: { readonly viewer: 'agency' | 'manager' }) => {
  const trpc = useTRPC();
  const list = useListState(teamList);
  const input = teamListInputOf(list.state);
  const agencyQuery = useQuery({
    ...trpc.team.listForAgency.queryOptions(input),
    placeholderData: keepPreviousData,
    enabled: viewer === 'agency',
  });
  const managerQuery = useQuery({
    ...trpc.team.listForManager.queryOptions(input),
    placeholderData: keepPreviousData,
    enabled: viewer === 'manager',
  });
  const teams = viewer === 'agency' ? agencyQuery : managerQuery;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TeamOutput | null>(null);
  const addButton = viewer === 'agency' ? <Button onClick={() => setEditing({ team: null })}>New team</Button> : null;
  return (
    <ListPage
      title="Teams"
      actions={addButton}
      filters={<TeamFilters list={list} viewer={viewer} />}
      dialogs={
        <>
          {editing ? (
            <TeamFormModal opened team={editing.team} viewer={viewer} onClose={() => setEditing(null)} />
          ) : null}
          <DeleteTeamDialog team={deleting} onClose={() => setDeleting(null)} />
        </>
      }
    >
      <TeamList
        viewer={viewer}
        query={teams}
        list={list}
        onEdit={(team) => setEditing({ team })}
        onDelete={setDeleting}
        emptyAction={addButton}
      />
    </ListPage>
  );
};

export const AgencyTeamsPage = () => <TeamsPage viewer="agency" />;
export const ManagerTeamsPage = () => <TeamsPage viewer="manager" />;
