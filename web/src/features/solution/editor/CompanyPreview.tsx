import { Alert, Anchor, Avatar, Group, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { missingContactFacts } from '../../../../../domain/company/profileCompleteness';
import { useSession } from '../../../app/session/SessionProvider';
import { useTRPC } from '../../../app/trpc';

/**
 * What the company profile says about the agency: its name, country, website and logo. The card reads them from the
 * company profile itself (`company.profile`); `id` names the agency when the viewer is not one of its users.
 */
export type CompanyFacts = {
  readonly id?: string | null;
  readonly name: string;
  readonly country?: string | null;
  readonly website?: string | null;
  readonly logoUrl?: string | null;
};

/** The seeds' list of what a company profile must hold before its solutions look complete (the domain's rule). */
export const missingCompanyFacts = (company: CompanyFacts): string[] =>
  missingContactFacts({
    name: company.name,
    countryCode: company.country ?? null,
    website: company.website ?? null,
    logoId: company.logoUrl ?? null,
  });

/** The real facts of the agency: the viewer's own company, or the one `id` names; null until known (or when unknown). */
const useCompanyFacts = (given: CompanyFacts): CompanyFacts | null => {
  const trpc = useTRPC();
  const { profile } = useSession();
  const id = given.id ?? profile?.agencyId ?? null;
  const loaded = useQuery({ ...trpc.company.profile.queryOptions({ id: id ?? '' }), enabled: id !== null });
  if (!loaded.data) return null;
  const p = loaded.data;
  return { id: p.id, name: p.name, country: p.countryName ?? p.countryCode, website: p.website, logoUrl: p.logoUrl };
};

type Props = {
  readonly company: CompanyFacts;
  /** Where the company profile is completed: /pa/company for the agency. */
  readonly profilePath: string;
  readonly profileLabel: string;
};

/** The read-only company card of the Contact info block, with a warning naming what the profile really lacks. */
export const CompanyPreview = ({ company: given, profilePath, profileLabel }: Props) => {
  const known = useCompanyFacts(given);
  const company = known ?? given;
  // Without the profile (still loading, or not readable) the card shows what it was given and claims nothing missing.
  const missing = known ? missingCompanyFacts(known) : [];
  return (
    <Stack gap="sm" component="section" aria-label="Company">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={company.logoUrl ?? null} alt={company.logoUrl ? `${company.name} logo` : ''} radius="md" size={48}>
          {company.name.trim().slice(0, 1).toUpperCase() || '?'}
        </Avatar>
        <Stack gap={0}>
          <Text fw={600}>{company.name.trim() || 'Company name not set'}</Text>
          <Text size="sm" c="dimmed">
            {[company.country, company.website].filter(Boolean).join(' · ') || 'Country and website not set'}
          </Text>
        </Stack>
      </Group>
      {missing.length > 0 ? (
        <Alert color="yellow" variant="light" title="The company profile is incomplete" role="note">
          <Text size="sm">Complete the company profile; it is missing:</Text>
          <List size="sm" mt={4}>
            {missing.map((fact) => (
              <List.Item key={fact}>{fact}</List.Item>
            ))}
          </List>
          <Anchor component={Link} to={profilePath} size="sm" mt="xs" display="inline-block">
            {profileLabel}
          </Anchor>
        </Alert>
      ) : known ? null : (
        <Anchor component={Link} to={profilePath} size="sm">
          {profileLabel}
        </Anchor>
      )}
    </Stack>
  );
};
