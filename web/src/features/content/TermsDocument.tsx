import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RouterOutputs } from '../../app/trpc';
import { formatDate } from '../../kit/format';
import { ContentHtml } from './ContentHtml';
import { TermsStatusBadge } from './TermsStatusBadge';

type TermsInfo = RouterOutputs['content']['termsInfo'];

/** One version of the terms: its place in time, links between the current and the upcoming version, the text. */
export const TermsDocument = ({ terms }: { readonly terms: TermsInfo }) => (
  <Stack gap="md">
    <Group gap="sm" wrap="wrap">
      <TermsStatusBadge status={terms.status} />
      <Text size="sm" c="dimmed">
        Version {terms.number}, {terms.status === 'upcoming' ? 'in force from' : 'effective from'}{' '}
        {formatDate(terms.effectiveFrom)}
      </Text>
    </Group>
    {terms.status !== 'active' && terms.activeVersionId ? (
      <Anchor component={Link} to="/terms-and-conditions" size="sm" w="fit-content">
        Read the terms in force now
      </Anchor>
    ) : null}
    {terms.nextVersionId && terms.nextVersionEffectiveFrom ? (
      <Alert color="orange" variant="light" title={`New terms from ${formatDate(terms.nextVersionEffectiveFrom)}`}>
        <Anchor component={Link} to={`/terms-and-conditions?version_id=${terms.nextVersionId}`} size="sm">
          Read the upcoming version
        </Anchor>
      </Alert>
    ) : null}
    {terms.changes.length > 0 && terms.status !== 'past' ? (
      <Alert color="blue" variant="light" title="What has changed">
        <ContentHtml html={terms.changesHtml} />
      </Alert>
    ) : null}
    <ContentHtml html={terms.html} />
  </Stack>
);
