import { Alert, Button, Stack } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { ActAction } from '../../../../domain/act/act.status';
import { notify, notifyError } from '../../app/notify';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { ActActions } from '../../features/act/ActActions';
import { ActFilters } from '../../features/act/ActFilters';
import { ActHistory } from '../../features/act/ActHistory';
import { ActCreateForm, ActUpdateForm } from '../../features/act/ActForm';
import { actExportUrlOf } from '../../features/act/actExport';
import { actList, actListInputOf } from '../../features/act/actList';
import { ActStatusBadge } from '../../features/act/ActStatusBadge';
import { ActTable } from '../../features/act/ActTable';
import { ActView } from '../../features/act/ActView';
import { clientActStatuses, type ActSide, type AnyAct } from '../../features/act/actWords';
import { Thread } from '../../features/conversation/Thread';
import { ExportButton } from '../../kit/files/ExportButton';
import { sendForm } from '../../kit/form/sendForm';
import { ListPage } from '../../kit/list/ListPage';
import { useListState } from '../../kit/list/listState';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery, type PageData } from '../../kit/PageQuery';
import { SectionCard } from '../../kit/SectionCard';

const uniqueSpecialists = (
  rows: readonly { readonly specialist: { readonly id: string; readonly name: string } }[] | undefined,
) => [...new Map((rows ?? []).map((r) => [r.specialist.id, r.specialist])).values()];

/** `/pa/acts/list`: the agency's acts (it drafts them), or the client's acts and invoices (the platform sends them). */
export const ActsPage = () => {
  const trpc = useTRPC();
  const isPartner = useSession().profile?.role === 'partner';
  const list = useListState(actList);
  const input = actListInputOf(list.state);
  const agencyActs = useQuery({
    ...trpc.act.agencyList.queryOptions(input),
    placeholderData: keepPreviousData,
    enabled: isPartner,
  });
  const clientActs = useQuery({
    ...trpc.act.clientList.queryOptions(input),
    placeholderData: keepPreviousData,
    enabled: !isPartner,
  });
  const billable = useQuery({ ...trpc.act.billable.queryOptions(), enabled: isPartner });
  const query = isPartner ? agencyActs : clientActs;
  const create = isPartner ? (
    <Button component={Link} to="/pa/acts/create">
      New act
    </Button>
  ) : null;
  const specialists = isPartner
    ? (billable.data?.items ?? []).map((b) => b.specialist)
    : uniqueSpecialists(clientActs.data?.items);
  return (
    <ListPage
      title={isPartner ? 'Acts' : 'Acts and invoices'}
      actions={create}
      filters={
        <ActFilters
          list={list}
          statusCounts={query.data?.statusCounts}
          statuses={isPartner ? undefined : clientActStatuses}
          specialists={uniqueSpecialists(specialists.map((s) => ({ specialist: s })))}
          searchPlaceholder={isPartner ? 'Specialist or client' : 'Specialist'}
        />
      }
    >
      <ActTable
        side={isPartner ? 'agency' : 'client'}
        query={query}
        list={list}
        emptyDescription={
          isPartner
            ? "Create the month's act for each of your specialists on a project."
            : "Acts of your specialists' work appear here once the platform has checked them."
        }
        emptyAction={create}
      />
    </ListPage>
  );
};

/** `/pa/acts/create`: the agency's act for a month of one of its specialists on a project. */
export const ActCreatePage = () => {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const billable = useQuery(trpc.act.billable.queryOptions());
  const create = useMutation(trpc.act.create.mutationOptions());
  return (
    <PageQuery
      query={billable}
      header={() => <PageHeader title="New act" backTo="/pa/acts/list" backLabel="Acts" />}
      loading={{ label: 'Loading your specialists on projects' }}
    >
      {(data) =>
        data.items.length === 0 ? (
          <Alert color="blue" title="No specialist on a project">
            Acts are made for specialists who work on a client&apos;s project. When a client starts working with one of
            your specialists, the months appear here.
          </Alert>
        ) : (
          <SectionCard title="The month's work">
            <ActCreateForm
              billable={data.items}
              onSubmit={(values) =>
                sendForm(
                  () =>
                    create.mutateAsync({
                      candidateId: values.candidateId,
                      month: values.month,
                      hours: Number(values.hours),
                      comment: values.comment ?? '',
                    }),
                  ['candidateId', 'month', 'hours', 'comment'],
                  (act) => {
                    void queryClient.invalidateQueries({ queryKey: trpc.act.pathKey() });
                    notify({
                      kind: 'success',
                      message: `Act ${act.number} saved as a draft`,
                      requestPath: 'act.create',
                    });
                    void navigate(`/pa/acts/${act.id}`);
                  },
                )
              }
            />
          </SectionCard>
        )
      }
    </PageQuery>
  );
};

/** The moves of one side, wired to its procedures; every answer refreshes the acts. */
const useActMoves = (side: ActSide, id: string) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const done = (message: string) => () => {
    void queryClient.invalidateQueries({ queryKey: trpc.act.pathKey() });
    notify({ kind: 'success', message, requestPath: `act.${side}` });
  };
  const options = { onError: (error: unknown) => notifyError(error, `act.${side}`) };
  const sendToPlatform = useMutation(
    trpc.act.sendToPlatform.mutationOptions({
      ...options,
      onSuccess: done('The act was sent to the platform for approval'),
    }),
  );
  const sendToClient = useMutation(
    trpc.act.sendToClient.mutationOptions({ ...options, onSuccess: done('The act was sent to the client') }),
  );
  const markAwaitingPayment = useMutation(
    trpc.act.markAwaitingPayment.mutationOptions({ ...options, onSuccess: done('The act awaits payment') }),
  );
  const markPaid = useMutation(trpc.act.markPaid.mutationOptions({ ...options, onSuccess: done('The act is paid') }));
  const approve = useMutation(
    trpc.act.approve.mutationOptions({ ...options, onSuccess: done('The act is approved: the invoice is ready') }),
  );
  const rejectAsClient = useMutation(
    trpc.act.rejectAsClient.mutationOptions({
      ...options,
      onSuccess: done('The act was rejected and goes back to the agency'),
    }),
  );
  const rejectAsManager = useMutation(
    trpc.act.rejectAsManager.mutationOptions({
      ...options,
      onSuccess: done('The act was rejected and goes back to the agency'),
    }),
  );
  const busy = [
    sendToPlatform,
    sendToClient,
    markAwaitingPayment,
    markPaid,
    approve,
    rejectAsClient,
    rejectAsManager,
  ].some((m) => m.isPending);
  const act = (action: Exclude<ActAction, 'create' | 'edit' | 'reject'>) => {
    const input = { id };
    ({ sendToPlatform, sendToClient, markAwaitingPayment, markPaid, approve })[action].mutate(input);
  };
  const reject = async (reason: string) => {
    try {
      await (side === 'client' ? rejectAsClient : rejectAsManager).mutateAsync({ id, reason });
      return true;
    } catch {
      return false;
    }
  };
  return { busy, act, reject };
};

/** Each side names the others as it reads them: the client never reads the agency's name. */
const actThreadTitle: Record<ActSide, string> = {
  client: "Questions about this act: the specialist's team and the platform",
  agency: 'Questions about this act: the client and the platform',
  manager: 'Messages about this act with the client and the agency',
};

const ActPageBody = ({ side, act }: { readonly side: ActSide; readonly act: AnyAct }) => {
  const moves = useActMoves(side, act.id);
  return (
    <Stack gap="lg">
      <ActActions
        allowed={act.allowedActions}
        editTo={side === 'agency' ? `/pa/acts/${act.id}/update` : undefined}
        busy={moves.busy}
        onAction={moves.act}
        onReject={moves.reject}
      />
      <ActView act={act} side={side} />
      <Thread subjectType="act" subjectId={act.id} title={actThreadTitle[side]} inline />
    </Stack>
  );
};

/** `/pa/acts/{id}`: the agency's act, or the client's act with its invoice. */
export const ActPage = () => {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const isPartner = useSession().profile?.role === 'partner';
  const agencyAct = useQuery({ ...trpc.act.agencyInfo.queryOptions({ id }), enabled: isPartner });
  const clientAct = useQuery({ ...trpc.act.clientInfo.queryOptions({ id }), enabled: !isPartner });
  const query = (isPartner ? agencyAct : clientAct) as PageData<AnyAct>;
  return (
    <PageQuery
      query={query}
      header={(act) => (
        <PageHeader
          title={act ? `Act ${act.number}` : 'Act'}
          backTo="/pa/acts/list"
          backLabel={isPartner ? 'Acts' : 'Acts and invoices'}
          tag={act ? <ActStatusBadge status={act.status} /> : null}
        />
      )}
      loading={{ label: 'Loading the act' }}
    >
      {(act) => <ActPageBody side={isPartner ? 'agency' : 'client'} act={act} />}
    </PageQuery>
  );
};

/** `/pa/acts/{id}/update`: hours and comment of a draft or rejected act. */
export const ActUpdatePage = () => {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const act = useQuery(trpc.act.agencyInfo.queryOptions({ id }));
  const update = useMutation(trpc.act.update.mutationOptions());
  return (
    <PageQuery
      query={act}
      header={(a) => (
        <PageHeader title={a ? `Edit act ${a.number}` : 'Edit act'} backTo={`/pa/acts/${id}`} backLabel="Act" />
      )}
      loading={{ label: 'Loading the act' }}
    >
      {(a) =>
        a.allowedActions.includes('edit') ? (
          <SectionCard title="The month's work">
            <ActUpdateForm
              initial={{ id: a.id, hours: String(a.hours), comment: a.comment }}
              maxHours={a.maxHours}
              onSubmit={(values) =>
                sendForm(
                  () =>
                    update.mutateAsync({
                      id: a.id,
                      hours: Number(values.hours),
                      comment: values.comment ?? '',
                      version: a.version,
                    }),
                  ['hours', 'comment'],
                  () => {
                    void queryClient.invalidateQueries({ queryKey: trpc.act.pathKey() });
                    notify({ kind: 'success', message: 'The act was saved', requestPath: 'act.update' });
                    void navigate(`/pa/acts/${a.id}`);
                  },
                )
              }
            />
          </SectionCard>
        ) : (
          <Alert color="blue" title="This act cannot be changed now">
            Only a draft or a rejected act can be changed.
          </Alert>
        )
      }
    </PageQuery>
  );
};

/** `/manager/acts/list`: every act with counts per status and the Excel export of the filtered list. */
export const ManagerActsPage = () => {
  const trpc = useTRPC();
  const { profile } = useSession();
  const list = useListState(actList);
  const acts = useQuery({
    ...trpc.act.list.queryOptions(actListInputOf(list.state)),
    placeholderData: keepPreviousData,
  });
  const canExport = profile?.scope.includes('excel:export') ?? false;
  return (
    <ListPage
      title="Acts"
      actions={
        canExport ? (
          <ExportButton url={actExportUrlOf(list.state)} fallbackName="acts.xlsx" requestPath="act.export" />
        ) : null
      }
      filters={
        <ActFilters
          list={list}
          statusCounts={acts.data?.statusCounts}
          specialists={uniqueSpecialists(acts.data?.items)}
          searchPlaceholder="Specialist, client or agency"
        />
      }
    >
      <ActTable
        side="manager"
        query={acts}
        list={list}
        emptyDescription="Agencies' acts appear here when they are sent for approval."
      />
    </ListPage>
  );
};

/** `/manager/acts/{id}`: both sides' amounts, both PDFs, the manager's moves. */
export const ManagerActPage = () => {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const act = useQuery(trpc.act.info.queryOptions({ id }));
  return (
    <PageQuery
      query={act}
      header={(a) => (
        <PageHeader
          title={a ? `Act ${a.number}` : 'Act'}
          backTo="/manager/acts/list"
          backLabel="Acts"
          tag={a ? <ActStatusBadge status={a.status} /> : null}
        />
      )}
      loading={{ label: 'Loading the act' }}
    >
      {(a) => (
        <Stack gap="lg">
          <ActPageBody side="manager" act={a} />
          <ActHistory id={a.id} />
        </Stack>
      )}
    </PageQuery>
  );
};
