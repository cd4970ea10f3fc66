import { Alert, Grid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { CardActionBar } from '../../features/specialist/card/CardActionBar';
import { linkOf, listPathOf, type Viewer } from '../../features/specialist/card/cardActions';
import { CardSections } from '../../features/specialist/card/CardSections';
import { useAsOfParam } from '../../features/history/useAsOfParam';
import { RejectionNotice } from '../../features/moderation/RejectionNotice';
import { fullNameOf, type SpecialistStatus } from '../../features/specialist/card/specialistLabels';
import { SpecialistStatusTag } from '../../features/specialist/card/SpecialistStatusTag';
import { useCardActions } from '../../features/specialist/card/useCardActions';
import { AsOfBanner, AsOfControl } from '../../features/history/AsOfControl';
import { HistoryTimeline } from '../../features/specialist/history/HistoryTimeline';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';

const cardRejectionWords = { section: 'Reasons for declining', title: 'The card was declined by the moderator', fix: 'Fix the card' };

/** A 4xx answer about the card itself is the shell's error page (not found, or no access), as for any other page. */
const throwIfRefused = (error: unknown): void => {
  const status = httpStatusOf(error);
  if (status !== null && status >= 400 && status < 500) throw error;
};

/** What a status means for the agency and what it can do next; the manager sees it in the history. */
const agencyNotices: Partial<Record<SpecialistStatus, { title: string; text: string; colour: string }>> = {
  moderation: { title: 'Waiting for moderation', text: 'A platform manager reviews the card before it appears in the catalogue.', colour: 'orange' },
  blocked: { title: 'Blocked by the platform', text: 'The card is not shown in the catalogue. Contact your personal manager to find out why.', colour: 'red' },
  hidden: { title: 'Hidden from the catalogue', text: 'A platform manager hid the card from the catalogue. Contact your personal manager to show it again.', colour: 'gray' },
  deactivated: { title: 'Deactivated', text: 'The card is not shown in the catalogue. Edit it and send it for review to show it again.', colour: 'gray' },
  archived: { title: 'Archived', text: 'The card is in the archive. Only a platform manager can return it.', colour: 'gray' },
};

/** A manager's view of the card as it was at a past moment, rebuilt from its events. */
const PastVersion = ({ specialistId, at, onBack }: { specialistId: string; at: Date; onBack: () => void }) => {
  const trpc = useTRPC();
  const past = useQuery(trpc.specialist.asOf.queryOptions({ specialistId, at }, { staleTime: Infinity }));
  if (past.isPending) return <LoadingState rows={10} label="Rebuilding the past version" />;
  if (past.isError) {
    return httpStatusOf(past.error) === 404 ? (
      <Alert color="yellow" title="The card did not exist yet" role="status">
        <Text size="sm">Nothing had happened to this card by then. Choose a later moment, or go back to the current version.</Text>
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
      {card.status === 'rejected' && card.rejection ? <RejectionNotice rejection={card.rejection} words={cardRejectionWords} /> : null}
      {card.status === 'blocked' && card.blockReason ? (
        <Alert color="red" variant="light" title="Blocked">
          {card.blockReason}
        </Alert>
      ) : null}
      {card.content ? <CardSections content={card.content} review={card.review} /> : <Text c="dimmed">The card had no content then.</Text>}
    </Stack>
  );
};

/** The card's read model has no block reason; the card rebuilt as of its last change has it. */
const BlockReason = ({ specialistId, lastChange }: { specialistId: string; lastChange: string }) => {
  const trpc = useTRPC();
  const state = useQuery(trpc.specialist.asOf.queryOptions({ specialistId, at: new Date(lastChange) }, { staleTime: Infinity }));
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
  const [asOf, showVersion] = useAsOfParam(viewer === 'manager');
  // After an action the user goes back to the list, as the seeds say.
  const actions = useCardActions(() => void navigate(listPathOf(viewer)));
  const card = useQuery(trpc.specialist.info.queryOptions({ specialistId: id }));
  // The same query as the past version's own: it tells the timeline which version is open.
  const past = useQuery({ ...trpc.specialist.asOf.queryOptions({ specialistId: id, at: asOf ?? new Date(0) }, { staleTime: Infinity }), enabled: asOf !== null });

  if (card.isError) throwIfRefused(card.error);

  if (card.isPending) {
    return (
      <>
        <PageHeader title="Specialist" backTo={listPathOf(viewer)} backLabel="Specialists" />
        <LoadingState rows={14} label="Loading the specialist card" />
      </>
    );
  }
  if (card.isError) {
    return (
      <>
        <PageHeader title="Specialist" backTo={listPathOf(viewer)} backLabel="Specialists" />
        <ErrorState message={errorMessageOf(card.error)} onRetry={() => void card.refetch()} />
      </>
    );
  }

  const data = card.data;
  const name = fullNameOf(data);
  const target = { id: data.id, version: data.version, status: data.status, name: data.name, surname: data.surname };
  const canEdit = viewer === 'agency' && data.status === 'rejected';

  const current = (
    <Stack gap="md">
      {data.status === 'rejected' && data.rejection ? <RejectionNotice rejection={data.rejection} words={cardRejectionWords} {...(canEdit ? { editTo: linkOf(viewer, 'edit', data.id) } : {})} /> : null}
      {viewer === 'agency' && agencyNotices[data.status] ? (
        <Alert color={agencyNotices[data.status]?.colour} variant="light" title={agencyNotices[data.status]?.title} role="note">
          {agencyNotices[data.status]?.text}
        </Alert>
      ) : null}
      {viewer === 'manager' && data.status === 'blocked' ? <BlockReason specialistId={data.id} lastChange={data.updatedAt} /> : null}
      <CardSections content={data.content} price={data.price} review={viewer === 'manager' ? data.review : null} {...(viewer === 'manager' ? { agencyName: data.agencyName } : {})} />
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={name}
        backTo={listPathOf(viewer)}
        backLabel="Specialists"
        tag={<SpecialistStatusTag status={data.status} />}
        actions={asOf ? null : <CardActionBar viewer={viewer} card={target} runner={actions} />}
      />
      {viewer === 'manager' ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>{asOf ? <PastVersion specialistId={data.id} at={asOf} onBack={() => showVersion(null)} /> : current}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              <AsOfControl key={asOf?.toISOString() ?? 'now'} at={asOf} onChoose={showVersion} />
              <HistoryTimeline specialistId={data.id} selectedVersion={asOf ? (past.data?.version ?? null) : null} onViewVersion={(entry) => showVersion(new Date(entry.at))} />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        current
      )}
      {actions.dialogs}
    </>
  );
};

export const AgencySpecialistCardPage = () => <SpecialistCardPage viewer="agency" />;
export const ManagerSpecialistCardPage = () => <SpecialistCardPage viewer="manager" />;
