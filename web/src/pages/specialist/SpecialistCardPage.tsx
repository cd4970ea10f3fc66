import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { RejectionNotice } from '../../kit/moderation/RejectionNotice';
import { CardSections } from '../../features/specialist/card/CardSections';
import { cardButtons } from '../../features/specialist/card/offeredActions';
import {
  cardPaths,
  fullNameOf,
  type SpecialistStatus,
  type Viewer,
} from '../../features/specialist/card/specialistLabels';
import { SpecialistStatusTag } from '../../features/specialist/card/SpecialistStatusTag';
import { useCardActions } from '../../features/specialist/card/useCardActions';
import { CardChangesSinceVerification } from '../../features/specialist/history/CardChangesSinceVerification';
import { HistoryTimeline } from '../../features/specialist/history/HistoryTimeline';
import { ErrorState } from '../../kit/ErrorState';
import { AsOfBanner, AsOfControl } from '../../kit/history/AsOfControl';
import { useAsOfParam } from '../../kit/history/useAsOfParam';
import { LoadingState } from '../../kit/LoadingState';
import { ItemPage } from '../../kit/moderation/ItemPage';
import { StatusNotice, type Notice } from '../../kit/moderation/StatusNotice';

const cardRejectionWords = {
  section: 'Reasons for declining',
  title: 'The card was declined by the moderator',
  fix: 'Fix the card',
};

/** What a status means for the agency and what it can do next; the manager sees it in the history. */
const agencyNotices: Partial<Record<SpecialistStatus, Notice>> = {
  moderation: {
    title: 'Waiting for moderation',
    text: 'A platform manager reviews the card before it appears in the catalogue.',
    colour: 'orange',
  },
  blocked: {
    title: 'Blocked by the platform',
    text: 'The card is not shown in the catalogue. Contact your personal manager to find out why.',
    colour: 'red',
  },
  hidden: {
    title: 'Hidden from the catalogue',
    text: 'A platform manager hid the card from the catalogue. Contact your personal manager to show it again.',
    colour: 'gray',
  },
  deactivated: {
    title: 'Deactivated',
    text: 'The card is not shown in the catalogue. Edit it and send it for review to show it again.',
    colour: 'gray',
  },
  archived: {
    title: 'Archived',
    text: 'The card is in the archive. Only a platform manager can return it.',
    colour: 'gray',
  },
};

/** A manager's view of the card as it was at a past moment, rebuilt from its events. */
const PastVersion = ({ specialistId, at, onBack }: { specialistId: string; at: Date; onBack: () => void }) => {
  const trpc = useTRPC();
  const past = useQuery(trpc.specialist.asOf.queryOptions({ specialistId, at }, { staleTime: Infinity }));
  if (past.isPending) return <LoadingState rows={10} label="Rebuilding the past version" />;
  if (past.isError) {
    return httpStatusOf(past.error) === 404 ? (
      <Alert color="yellow" title="The card did not exist yet" role="status">
        <Text size="sm">
          Nothing had happened to this card by then. Choose a later moment, or go back to the current version.
        </Text>
      </Alert>
    ) : (
      <ErrorState message={errorMessageOf(past.error)} onRetry={() => void past.refetch()} />
    );
  }
  const card = past.data;
  return (
    <Stack gap="md">
      <AsOfBanner at={at} version={card.version} onBack={onBack} />
      <Text size="sm">
        Status then: <SpecialistStatusTag status={card.status} />
      </Text>
      {card.status === 'rejected' && card.rejection ? (
        <RejectionNotice rejection={card.rejection} words={cardRejectionWords} />
      ) : null}
      {card.status === 'blocked' && card.blockReason ? (
        <Alert color="red" variant="light" title="Blocked">
          {card.blockReason}
        </Alert>
      ) : null}
      {card.content ? (
        <CardSections content={card.content} review={card.review} />
      ) : (
        <Text c="dimmed">The card had no content then.</Text>
      )}
    </Stack>
  );
};

/** The card's read model has no block reason; the card rebuilt as of its last change has it. */
const BlockReason = ({ specialistId, lastChange }: { specialistId: string; lastChange: string }) => {
  const trpc = useTRPC();
  const state = useQuery(
    trpc.specialist.asOf.queryOptions({ specialistId, at: new Date(lastChange) }, { staleTime: Infinity }),
  );
  return (
    <Alert color="red" variant="light" title="Blocked" role="note">
      {state.data?.blockReason ?? (state.isPending ? 'Loading the reason…' : 'The reason is in the history.')}
    </Alert>
  );
};

const SpecialistCardPage = ({ viewer }: { readonly viewer: Viewer }) => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const paths = cardPaths(viewer);
  const manager = viewer === 'manager';
  const [asOf, showVersion] = useAsOfParam(manager);
  // After an action the user goes back to the list, as the seeds say.
  const actions = useCardActions(viewer, () => void navigate(paths.list));
  const card = useQuery(trpc.specialist.info.queryOptions({ specialistId: id }));
  // The same query as the past version's own: it tells the timeline which version is open.
  const past = useQuery({
    ...trpc.specialist.asOf.queryOptions({ specialistId: id, at: asOf ?? new Date(0) }, { staleTime: Infinity }),
    enabled: asOf !== null,
  });

  return (
    <ItemPage
      query={card}
      loading={{ label: 'Loading the specialist card', rows: 14 }}
      back={{ to: paths.list, label: 'Specialists' }}
      heading={(data) => ({
        title: data ? fullNameOf(data) : 'Specialist',
        tag: data ? <SpecialistStatusTag status={data.status} /> : null,
      })}
      runner={actions}
      offered={(data) => (asOf ? [] : cardButtons.onPage(data.allowedActions))}
      primary={manager ? 'publish' : 'edit'}
      aside={
        manager
          ? (data) => (
              <HistoryTimeline
                specialistId={data.id}
                selectedVersion={asOf ? (past.data?.version ?? null) : null}
                onViewVersion={(entry) => showVersion(new Date(entry.at))}
                before={<AsOfControl key={asOf?.toISOString() ?? 'now'} at={asOf} onChoose={showVersion} />}
              />
            )
          : undefined
      }
    >
      {(data) =>
        asOf ? (
          <PastVersion specialistId={data.id} at={asOf} onBack={() => showVersion(null)} />
        ) : (
          <Stack gap="md">
            {data.status === 'rejected' && data.rejection ? (
              <RejectionNotice
                rejection={data.rejection}
                words={cardRejectionWords}
                {...(!manager && cardButtons.onPage(data.allowedActions).includes('edit')
                  ? { editTo: paths.edit(data.id) }
                  : {})}
              />
            ) : null}
            <StatusNotice notice={manager ? undefined : agencyNotices[data.status]} />
            {manager && data.changedSinceVerification ? <CardChangesSinceVerification card={data} /> : null}
            {manager && data.status === 'blocked' ? (
              <BlockReason specialistId={data.id} lastChange={data.updatedAt} />
            ) : null}
            <CardSections
              content={data.content}
              price={data.price}
              review={manager ? data.review : null}
              {...(manager ? { agencyName: data.agencyName } : {})}
            />
          </Stack>
        )
      }
    </ItemPage>
  );
};

export const AgencySpecialistCardPage = () => <SpecialistCardPage viewer="agency" />;
export const ManagerSpecialistCardPage = () => <SpecialistCardPage viewer="manager" />;
