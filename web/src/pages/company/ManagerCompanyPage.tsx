import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { CompanyProfileForm } from '../../features/company/CompanyProfileForm';
import { PaymentDetailsPanel } from '../../features/company/PaymentDetailsPanel';
import { CompanyHistory } from '../../features/company/manager/CompanyHistory';
import { companyPathOf, type CompanyKindName } from '../../features/company/manager/companyList';
import { CompanyPeopleTable } from '../../features/company/manager/CompanyPeopleTable';
import { MergeDialog } from '../../features/company/manager/MergeDialog';
import { PersonalManagerBlock } from '../../features/company/manager/PersonalManagerBlock';
import { Thread } from '../../features/conversation/Thread';
import { CompanyIntegrations } from '../../features/integration/CompanyIntegrations';
import { ExportButton } from '../../kit/files/ExportButton';
import { Fact, Facts } from '../../kit/Facts';
import { formatDate } from '../../kit/format';
import { allOf } from '../../kit/PageQuery';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery } from '../../kit/PageQuery';
import { SectionCard } from '../../kit/SectionCard';

const tabs = ['profile', 'payment', 'people', 'messages', 'integrations', 'history'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** What the company holds, each count linking to the list that shows it. */
const Holdings = ({
  type,
  id,
  name,
  counts,
}: {
  type: CompanyKindName;
  id: string;
  name: string;
  counts: { employees: number; specialists: number; solutions: number; candidates: number; teams: number };
}) => {
  const search = encodeURIComponent(name);
  // Each count links only to a list that really narrows to this company; the candidate list finds clients by name.
  const items: { label: string; count: number; to?: string }[] =
    type === 'agency'
      ? [
          { label: 'Specialist cards', count: counts.specialists, to: `/manager/specialists/list?agency=${id}` },
          { label: 'Solutions', count: counts.solutions, to: `/manager/solutions/list?agency=${id}` },
          { label: 'Teams', count: counts.teams, to: `/manager/teams/list?search=${search}` },
          { label: 'Candidates', count: counts.candidates },
        ]
      : [{ label: 'Candidates', count: counts.candidates, to: `/manager/candidates/list?search=${search}` }];
  return (
    <SectionCard title="What the company has">
      <SimpleGrid cols={{ base: 2, sm: items.length + 1 }}>
        <div>
          <Text size="xl" fw={700}>
            {counts.employees}
          </Text>
          <Text size="sm">People</Text>
        </div>
        {items.map((item) => (
          <div key={item.label}>
            <Text size="xl" fw={700}>
              {item.count}
            </Text>
            {item.to ? (
              <Anchor component={Link} to={item.to} size="sm">
                {item.label}
              </Anchor>
            ) : (
              <Text size="sm">{item.label}</Text>
            )}
          </div>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
};

/** /manager/partners/{id} and /manager/clients/{id}: profile, payment details, people, holdings, personal manager, integrations, history, merge. */
const CompanyPage = ({ type }: { readonly type: CompanyKindName }) => {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { profile: me } = useSession();
  const [params, setParams] = useSearchParams();
  const [merging, setMerging] = useState(false);
  const overview = useQuery(trpc.companyAdmin.overview.queryOptions({ id }));
  const profile = useQuery({
    ...trpc.company.profile.queryOptions({ id: overview.data?.id ?? id }),
    enabled: overview.data !== undefined,
  });
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  const listPath = type === 'agency' ? '/manager/partners/list' : '/manager/clients/list';
  if (overview.data && overview.data.type !== type)
    return <Navigate to={companyPathOf(overview.data.type, overview.data.id)} replace />;
  const data = overview.data && profile.data ? { overview: overview.data, profile: profile.data } : undefined;
  return (
    <PageQuery
      query={allOf([overview, profile], data)}
      loading={{ label: 'Loading the company' }}
      header={(loaded) => (
        <PageHeader
          title={loaded?.overview.name ?? (type === 'agency' ? 'Partner' : 'Client')}
          backTo={listPath}
          backLabel={type === 'agency' ? 'Partners' : 'Clients'}
          tag={
            loaded ? (
              <Badge variant="outline" color={loaded.overview.contracted ? 'teal.9' : 'dark'} tt="none">
                {loaded.overview.contracted ? 'Contract signed' : 'No contract'}
              </Badge>
            ) : null
          }
          actions={
            loaded ? (
              <>
                {type === 'agency' ? (
                  <Button component={Link} to={`/manager/partners/${loaded.overview.id}/update`} variant="default">
                    Edit
                  </Button>
                ) : null}
                {me?.scope.includes('excel:export') ? (
                  <ExportButton
                    url={`/admin/api/excel-export/${type}-employees/${loaded.overview.id}`}
                    fallbackName="employees.xlsx"
                    label="Export people"
                    requestPath="companyAdmin.exportEmployees"
                  />
                ) : null}
                <Button color="red.8" variant="outline" onClick={() => setMerging(true)}>
                  Merge into…
                </Button>
              </>
            ) : null
          }
        />
      )}
    >
      {({ overview: o, profile: p }) => (
        <Stack gap="lg">
          {o.mergedFrom ? (
            <Alert color="dark" title={`${o.mergedFrom.name} was merged into ${o.name}`}>
              This link was to {o.mergedFrom.name}, a duplicate that now belongs to this company.
            </Alert>
          ) : null}
          {o.mergeInProgress ? (
            <Alert color="red" title="A merge is still moving">
              Some of a merged company's cards, solutions or candidates are still moving here.
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Holdings type={type} id={o.id} name={o.name} counts={o.counts} />
            <PersonalManagerBlock key={o.personalManager?.id ?? 'none'} companyId={o.id} current={o.personalManager} />
          </SimpleGrid>
          {o.mergedCompanies.length > 0 ? (
            <Text size="sm">
              Merged into this company:{' '}
              {o.mergedCompanies.map((m) => `${m.name} (${formatDate(m.mergedAt)})`).join(', ')}
            </Text>
          ) : null}
          <Tabs
            value={tab}
            onChange={(next) => setParams(next && next !== 'profile' ? { tab: next } : {}, { replace: true })}
            keepMounted={false}
          >
            <Tabs.List mb="lg">
              <Tabs.Tab value="profile">Profile</Tabs.Tab>
              <Tabs.Tab value="payment">Payment details</Tabs.Tab>
              <Tabs.Tab value="people">People</Tabs.Tab>
              <Tabs.Tab value="messages">Messages</Tabs.Tab>
              <Tabs.Tab value="integrations">Integrations</Tabs.Tab>
              <Tabs.Tab value="history">History</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="profile">
              {type === 'agency' ? (
                <SectionCard title="Company data">
                  <Facts>
                    <Fact label="Legal name">{p.legalName}</Fact>
                    <Fact label="Country">{p.countryName}</Fact>
                    <Fact label="City">{p.city}</Fact>
                    <Fact label="Legal address">{p.legalAddress}</Fact>
                    <Fact label="Website">{p.website}</Fact>
                    <Fact label="Tax number">{p.taxNumber}</Fact>
                    <Fact label="Registration number">{p.registrationNumber}</Fact>
                    <Fact label="Registered">{formatDate(o.createdAt)}</Fact>
                  </Facts>
                </SectionCard>
              ) : (
                <CompanyProfileForm profile={p} uploadFor={p.id} />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="payment">
              <PaymentDetailsPanel companyId={p.id} entries={p.paymentInfo} companyType={p.type} />
            </Tabs.Panel>
            <Tabs.Panel value="people">
              <CompanyPeopleTable companyId={o.id} type={type} />
            </Tabs.Panel>
            <Tabs.Panel value="messages">
              <Thread subjectType="personalManager" subjectId={o.id} title="Messages with the company" inline />
            </Tabs.Panel>
            <Tabs.Panel value="integrations">
              <CompanyIntegrations companyId={o.id} />
            </Tabs.Panel>
            <Tabs.Panel value="history">
              <CompanyHistory companyId={o.id} />
            </Tabs.Panel>
          </Tabs>
          {merging ? (
            <MergeDialog
              company={{ id: o.id, name: o.name }}
              opened
              onClose={() => setMerging(false)}
              onMerged={(survivorId) => {
                setMerging(false);
                navigate(companyPathOf(type, survivorId));
              }}
            />
          ) : null}
        </Stack>
      )}
    </PageQuery>
  );
};

export const ManagerPartnerPage = () => <CompanyPage type="agency" />;
export const ManagerClientPage = () => <CompanyPage type="client" />;

/** /manager/partners/{id}/update: the partner's profile form, as the agency's own, for a manager. */
export const ManagerPartnerUpdatePage = () => {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const profile = useQuery(trpc.company.profile.queryOptions({ id }));
  return (
    <PageQuery
      query={profile}
      loading={{ label: 'Loading the company profile' }}
      header={(data) => (
        <PageHeader
          title={data ? `Edit ${data.name}` : 'Edit partner'}
          backTo={`/manager/partners/${data?.id ?? id}`}
          backLabel="Partner"
        />
      )}
    >
      {(data) => (
        <Group align="flex-start" grow>
          <CompanyProfileForm profile={data} uploadFor={data.id} />
        </Group>
      )}
    </PageQuery>
  );
};
