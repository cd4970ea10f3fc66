import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { allCandidateStatuses, onProjectStatuses, type CandidateRow } from '../../features/interview/candidateLabels';
import { CandidateListSection } from '../../features/interview/CandidateListSection';
import { ClaimLink } from '../../features/interview/ClaimLink';
import { ThreadLink } from '../../features/conversation/ThreadLink';
import { useCandidateListState, type CandidateListControls } from '../../features/interview/candidateListState';
import type { CandidateViewer } from '../../features/interview/CandidateTable';
import { useCandidateListQuery } from '../../features/interview/useCandidateListQuery';
import { useCandidateRowActions } from '../../features/interview/useCandidateRowActions';
import { ErrorState } from '../../kit/ErrorState';
import { PageHeader } from '../../kit/PageHeader';
import { candidateListWords } from './candidateListWords';

type Props = {
  readonly viewer: CandidateViewer;
  /** Only the specialists waiting to start, working or done (`specialists-on-projects`); otherwise the whole pipeline. */
  readonly onProject: boolean;
  /** The lists where partners answer requests and clients choose times have a column of row buttons. */
  readonly withRowActions?: boolean;
  /** The manager's lists: a search, links to the candidate page, and header buttons from the list's state (the export). */
  readonly withSearch?: boolean;
  readonly linkOf?: (row: CandidateRow) => string;
  readonly headerActions?: (list: CandidateListControls) => ReactNode;
};

/** A candidate list page: its header, the list with the filters in the address, and the buttons and dialogs the server allows on each row. */
export const CandidateListPage = ({
  viewer,
  onProject,
  withRowActions = false,
  withSearch = false,
  linkOf,
  headerActions,
}: Props) => {
  const list = useCandidateListState();
  const { query, linkedToCompany } = useCandidateListQuery(viewer, list.state, onProject);
  const rowActions = useCandidateRowActions();
  const words = candidateListWords[viewer][onProject ? 'onProject' : 'pipeline'];
  // A client may file a claim from the row of any specialist on its project, besides the row's answers.
  // The client and the agency talk about a candidate in its conversation (the platform reads along).
  const messagesOf = (row: CandidateRow) => (
    <ThreadLink subjectType="candidate" subjectId={row.id} label={`Messages about ${row.specialistName}`} />
  );
  const actionsOf =
    viewer === 'client'
      ? (row: CandidateRow) => (
          <Stack gap={6} align="stretch">
            {withRowActions ? rowActions.actionsOf(row) : null}
            <ClaimLink row={row} />
            {messagesOf(row)}
          </Stack>
        )
      : viewer === 'partner'
        ? (row: CandidateRow) => (
            <Stack gap={6} align="stretch">
              {withRowActions ? rowActions.actionsOf(row) : null}
              {messagesOf(row)}
            </Stack>
          )
        : withRowActions
          ? rowActions.actionsOf
          : undefined;

  return (
    <>
      <PageHeader title={words.title} actions={headerActions?.(list)} />
      {linkedToCompany ? (
        <CandidateListSection
          viewer={viewer}
          query={query}
          list={list}
          statuses={onProject ? onProjectStatuses : allCandidateStatuses}
          caption={words.caption}
          empty={words.empty}
          withSearch={withSearch}
          {...(linkOf ? { linkOf } : {})}
          {...(actionsOf ? { actionsOf } : {})}
        />
      ) : (
        <ErrorState message="Your account is not linked to a client company. Contact your personal manager." />
      )}
      {withRowActions ? rowActions.dialogs : null}
    </>
  );
};
