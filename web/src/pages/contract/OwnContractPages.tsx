import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { ContactManagerNote } from '../../features/contract/ContactManagerNote';
import { ContractStatusBadge } from '../../features/contract/ContractStatusBadge';
import { Thread } from '../../features/conversation/Thread';
import { NdaBlock } from '../../features/contract/NdaBlock';
import { NdaRequestForm } from '../../features/contract/NdaRequestForm';
import { ownContractList, ownContractListInputOf } from '../../features/contract/ownContractList';
import { OwnContractTable } from '../../features/contract/OwnContractTable';
import { OwnContractView } from '../../features/contract/OwnContractView';
import { ListPage } from '../../kit/list/ListPage';
import { useListState } from '../../kit/list/listState';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery } from '../../kit/PageQuery';
import { SectionCard } from '../../kit/SectionCard';

const back = '/pa/documents';

/** The NDA is the agencies' own request; a client's contracts come from its personal manager. */
const useIsPartner = () => useSession().profile?.role === 'partner';

/** `/pa/documents`: the company's contracts, 8 a page, and an agency's NDA. */
export const OwnContractsPage = () => {
  const trpc = useTRPC();
  const isPartner = useIsPartner();
  const list = useListState(ownContractList);
  const contracts = useQuery({
    ...trpc.contract.listOwn.queryOptions(ownContractListInputOf(list.state)),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage title="Contracts" filters={isPartner ? <NdaBlock /> : null}>
      <OwnContractTable query={contracts} list={list} />
    </ListPage>
  );
};

/** `/pa/documents/create`: an agency requests its NDA; a client learns where its contract comes from. */
export const OwnContractCreatePage = () => {
  const { profile } = useSession();
  const navigate = useNavigate();
  if (profile?.role === 'partner') {
    return (
      <>
        <PageHeader title="Request NDA" backTo={back} backLabel="Contracts" />
        <SectionCard title="Who signs for your company">
          <NdaRequestForm
            initial={{ signerName: `${profile.name} ${profile.surname}`.trim(), signerEmail: profile.email }}
            onSent={(id) => void navigate(`${back}/${id}`)}
          />
        </SectionCard>
      </>
    );
  }
  return (
    <>
      <PageHeader title="New contract" backTo={back} backLabel="Contracts" />
      <Alert color="blue" variant="light" title="Contracts come from your personal manager">
        <Stack gap="sm">
          <Text size="sm">
            Your personal manager prepares the contract with your company&apos;s details and sends it to your signer,
            who signs it from a link in the e-mail. It then appears in your contracts.
          </Text>
          <ContactManagerNote manager={profile?.personalManager} />
          <Group>
            <Button component={Link} to={back} variant="default">
              Back to contracts
            </Button>
          </Group>
        </Stack>
      </Alert>
    </>
  );
};

/** `/pa/documents/{id}`: one contract of the company. */
export const OwnContractPage = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const contract = useQuery(trpc.contract.own.queryOptions({ id }));
  return (
    <PageQuery
      query={contract}
      header={(c) => (
        <PageHeader
          title={c ? `${c.title} ${c.number}` : 'Contract'}
          backTo={back}
          backLabel="Contracts"
          tag={c ? <ContractStatusBadge status={c.status} /> : null}
        />
      )}
      loading={{ label: 'Loading the contract', rows: 8 }}
    >
      {(c) => (
        <Stack gap="lg">
          <OwnContractView contract={c} />
          {/* The company asks the platform about its contract; people who do not see it get nothing here. */}
          <Thread subjectType="contract" subjectId={c.id} title="Questions about this contract" inline />
        </Stack>
      )}
    </PageQuery>
  );
};

/** `/pa/documents/{id}/update`: a company does not edit a contract; its page shows everything it can do. */
export const OwnContractUpdatePage = () => {
  const { id = '' } = useParams();
  return <Navigate to={`${back}/${id}`} replace />;
};
