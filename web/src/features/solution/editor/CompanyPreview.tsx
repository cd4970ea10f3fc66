import { Alert, Anchor, Avatar, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * What the company profile says about the agency. Only the name is kept by the server so far (`companies.name`);
 * country, website and logo arrive with the company page, so until then they are reported as missing.
 */
export type CompanyFacts = {
  readonly name: string;
  readonly country?: string | null;
  readonly website?: string | null;
  readonly logoUrl?: string | null;
};

/** The seeds' list of what a company profile must hold before its solutions look complete. */
export const missingCompanyFacts = (company: CompanyFacts): string[] => [
  ...(company.name.trim() ? [] : ['company name']),
  ...(company.country ? [] : ['country']),
  ...(company.website ? [] : ['website']),
  ...(company.logoUrl ? [] : ['logo']),
];

type Props = {
  readonly company: CompanyFacts;
  /** Where the company profile is completed: /pa/company for the agency. */
  readonly profilePath: string;
  readonly profileLabel: string;
};

/** The read-only company card of the Contact info block, with a warning naming what is missing. */
export const CompanyPreview = ({ company, profilePath, profileLabel }: Props) => {
  const missing = missingCompanyFacts(company);
  return (
    <Stack gap="sm" component="section" aria-label="Company">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={company.logoUrl ?? null} alt="" radius="md" size={48}>
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
      ) : null}
    </Stack>
  );
};
