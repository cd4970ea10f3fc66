import { Button, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ContractKind } from '../../../../domain/contract/contract.kinds';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { ContentEditorField } from '../../features/content/ContentEditorField';
import { ContractFileUpload } from '../../features/contract/ContractFileUpload';
import { ContractForm } from '../../features/contract/ContractForm';
import { ContractHistory } from '../../features/contract/ContractHistory';
import { ContractStatusBadge } from '../../features/contract/ContractStatusBadge';
import { ContractTemplateForm } from '../../features/contract/ContractTemplateForm';
import { kindTitleOf, managerSectionOf } from '../../features/contract/contractWords';
import { ManagerContractActions } from '../../features/contract/ManagerContractActions';
import { ManagerContractFilters } from '../../features/contract/ManagerContractFilters';
import {
  contractExportUrlOf,
  contractFilterInputOf,
  managerContractList,
  managerContractListInputOf,
  managerContractPathOf,
} from '../../features/contract/managerContractList';
import { ManagerContractOverview } from '../../features/contract/ManagerContractOverview';
import { ManagerContractTable } from '../../features/contract/ManagerContractTable';
import { Thread } from '../../features/conversation/Thread';
import { ExportButton } from '../../kit/files/ExportButton';
import { ListPage } from '../../kit/list/ListPage';
import { useListState } from '../../kit/list/listState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery } from '../../kit/PageQuery';
import { SectionCard } from '../../kit/SectionCard';

const listPathOf = (kind: ContractKind) => `${managerSectionOf(kind)}/list`;

/** `/manager/{partner,client}-documents/list` */
const ContractsListPage = ({ kind }: { readonly kind: ContractKind }) => {
  const trpc = useTRPC();
  const { profile } = useSession();
  const list = useListState(managerContractList);
  const contracts = useQuery({
    ...trpc.contract.list.queryOptions(managerContractListInputOf(kind, list.state)),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery({
    ...trpc.contract.statusCounts.queryOptions({ kind, ...contractFilterInputOf(list.state.filters) }),
    placeholderData: keepPreviousData,
  });
  const documentTypes = useQuery(trpc.contract.documentTypes.queryOptions({ kind }));
  const contractTypes = useQuery(trpc.contract.contractTypes.queryOptions({ kind }));
  const canExport = profile?.scope.includes('excel:export') ?? false;
  const create = (
    <Button component={Link} to={`${managerSectionOf(kind)}/create`}>
      New contract
    </Button>
  );
  return (
    <ListPage
      title={kindTitleOf(kind)}
      actions={
        <>
          {canExport ? (
            <ExportButton
              url={contractExportUrlOf(kind, list.state)}
              fallbackName={`${kind}-documents.xlsx`}
              requestPath="contract.export"
            />
          ) : null}
          {create}
        </>
      }
      filters={
        <ManagerContractFilters
          kind={kind}
          list={list}
          statusCounts={counts.data?.statuses}
          documentTypes={documentTypes.data}
          contractTypes={contractTypes.data}
        />
      }
    >
      <ManagerContractTable kind={kind} query={contracts} list={list} emptyAction={create} />
    </ListPage>
  );
};

/** `/manager/{partner,client}-documents/create`: a draft from a company. */
const ContractCreatePage = ({ kind }: { readonly kind: ContractKind }) => {
  const navigate = useNavigate();
  // A client's request for a contract links here with its company chosen and the user who asked.
  const [params] = useSearchParams();
  const companyId = params.get('companyId');
  const requestedBy = params.get('requestedBy');
  const trpc = useTRPC();
  const requester = useQuery({
    ...trpc.contract.requestedSigner.queryOptions({ companyId: companyId ?? '', userId: requestedBy ?? '' }),
    enabled: Boolean(companyId && requestedBy),
    retry: false,
  });
  return (
    <>
      <PageHeader
        title={kind === 'partner' ? 'New partner contract' : 'New client contract'}
        backTo={listPathOf(kind)}
        backLabel={kindTitleOf(kind)}
      />
      <SectionCard title="Details">
        {requester.isLoading ? (
          <LoadingState label="Loading who asked for the contract" rows={4} />
        ) : (
          <ContractForm
            kind={kind}
            companyId={companyId}
            signer={requester.data ?? null}
            onSaved={(contract) => void navigate(managerContractPathOf(kind, contract.id))}
          />
        )}
      </SectionCard>
    </>
  );
};

/** `/manager/{partner,client}-documents/{id}/update`: the draft's form, file and text; the steps the status allows; the history. */
const ContractUpdatePage = ({ kind }: { readonly kind: ContractKind }) => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const contract = useQuery(trpc.contract.info.queryOptions({ id }));
  return (
    <PageQuery
      query={contract}
      header={(c) => (
        <PageHeader
          title={c ? `Contract ${c.number}` : 'Contract'}
          backTo={listPathOf(kind)}
          backLabel={kindTitleOf(kind)}
          tag={c ? <ContractStatusBadge status={c.status} /> : null}
          actions={c ? <ManagerContractActions contract={c} /> : null}
        />
      )}
      loading={{ label: 'Loading the contract', rows: 10 }}
    >
      {(c) => (
        <Stack gap="lg">
          <ManagerContractOverview contract={c} />
          {c.allowedActions.includes('update') ? (
            <SectionCard title="Details">
              <ContractForm key={c.version} kind={c.kind} contract={c} onSaved={() => undefined} />
            </SectionCard>
          ) : null}
          <SectionCard title="Contract file">
            <ContractFileUpload kind={c.kind} contract={c} />
          </SectionCard>
          {c.allowedActions.includes('replaceTemplate') ? (
            <SectionCard title="Edit text">
              <ContractTemplateForm
                key={c.version}
                contract={c}
                editor={
                  <ContentEditorField
                    name="template"
                    label="Contract text"
                    description="Headings, paragraphs and lists; the placeholders above are filled in on the document"
                  />
                }
              />
            </SectionCard>
          ) : null}
          <Thread subjectType="contract" subjectId={c.id} title="Messages with the company" inline />
          <ContractHistory id={c.id} />
        </Stack>
      )}
    </PageQuery>
  );
};

export const PartnerContractsPage = () => <ContractsListPage kind="partner" />;
export const ClientContractsPage = () => <ContractsListPage kind="client" />;
export const PartnerContractCreatePage = () => <ContractCreatePage kind="partner" />;
export const ClientContractCreatePage = () => <ContractCreatePage kind="client" />;
export const PartnerContractUpdatePage = () => <ContractUpdatePage kind="partner" />;
export const ClientContractUpdatePage = () => <ContractUpdatePage kind="client" />;
