import { Badge, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { CompanyProfileForm } from '../../features/company/CompanyProfileForm';
import { Thread } from '../../features/conversation/Thread';
import { PaymentDetailsPanel } from '../../features/company/PaymentDetailsPanel';
import { CompanyPeople } from '../../features/identity/people/CompanyPeople';
import { IntegrationsPanel } from '../../features/integration/IntegrationsPanel';
import { SsoPanel } from '../../features/identity/sso/SsoPanel';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery } from '../../kit/PageQuery';

const tabs = ['company', 'payment', 'people', 'manager', 'integrations', 'sso'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/**
 * /pa/company (partner and client): the company's main data, its payment details, its people and, for those who manage
 * the people (`people:manage-own`), its integrations (API keys and webhooks): one tab each (`?tab=`).
 */
export const CompanyPage = () => {
  const trpc = useTRPC();
  const { profile: user } = useSession();
  const companyId = user?.agencyId ?? user?.clientId ?? '';
  const profile = useQuery({ ...trpc.company.profile.queryOptions({ id: companyId }), enabled: companyId !== '' });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const managesIntegrations = user?.scope.includes('people:manage-own') ?? false;
  const ownersOnly = requested === 'integrations' || requested === 'sso';
  const tab: Tab = isTab(requested) && (!ownersOnly || managesIntegrations) ? requested : 'company';

  return (
    <PageQuery
      query={profile}
      loading={{ label: 'Loading the company profile' }}
      header={(data) => (
        <PageHeader
          title={data?.name ?? user?.companyName ?? 'Company'}
          tag={
            data ? (
              <Badge
                variant="outline"
                color={data.completeness.percent === 100 ? 'teal.9' : 'dark'}
                size="lg"
                tt="none"
              >
                Profile {data.completeness.percent}% complete
              </Badge>
            ) : null
          }
        />
      )}
    >
      {(data) => (
        <Tabs
          value={tab}
          onChange={(next) => setParams(next && next !== 'company' ? { tab: next } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="company">Company</Tabs.Tab>
            <Tabs.Tab value="payment">Payment details</Tabs.Tab>
            <Tabs.Tab value="people">People</Tabs.Tab>
            <Tabs.Tab value="manager">Your manager</Tabs.Tab>
            {managesIntegrations ? <Tabs.Tab value="integrations">Integrations</Tabs.Tab> : null}
            {managesIntegrations ? <Tabs.Tab value="sso">Single sign-on</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="company">
            <CompanyProfileForm profile={data} />
          </Tabs.Panel>
          <Tabs.Panel value="payment">
            <PaymentDetailsPanel companyId={data.id} entries={data.paymentInfo} companyType={data.type} />
          </Tabs.Panel>
          <Tabs.Panel value="people">
            <CompanyPeople />
          </Tabs.Panel>
          <Tabs.Panel value="manager">
            {/* The company's own line to its personal manager: any of its people write, the platform answers. */}
            <Thread subjectType="personalManager" subjectId={data.id} title="Write to your manager" inline />
          </Tabs.Panel>
          {managesIntegrations ? (
            <Tabs.Panel value="integrations">
              <IntegrationsPanel />
            </Tabs.Panel>
          ) : null}
          {managesIntegrations ? (
            <Tabs.Panel value="sso">
              <SsoPanel />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      )}
    </PageQuery>
  );
};
