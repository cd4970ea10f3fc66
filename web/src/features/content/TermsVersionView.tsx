import { Group, Stack, Text } from '@mantine/core';
import type { RouterOutputs } from '../../app/trpc';
import { ExportButton } from '../../kit/files/ExportButton';
import { formatDateTime } from '../../kit/format';
import { SectionCard } from '../../kit/SectionCard';
import { ContentHtml } from './ContentHtml';
import { TermsStatusBadge } from './TermsStatusBadge';
import { countOf } from '../../kit/plural';

type Version = RouterOutputs['content']['termsVersion'];

/** A version that has taken effect, read-only: its text, its summary of changes and who accepted it. */
export const TermsVersionView = ({
  version,
  canExport,
}: {
  readonly version: Version;
  readonly canExport: boolean;
}) => (
  <Stack gap="lg">
    <Group gap="sm" wrap="wrap">
      <TermsStatusBadge status={version.status} />
      <Text size="sm">Effective from {formatDateTime(version.effectiveFrom)}</Text>
      <Text size="sm">Accepted by {countOf(version.acceptedCount, 'user')}</Text>
      {canExport && version.acceptedCount > 0 ? (
        <ExportButton
          url={`/admin/api/excel-export/terms-acceptances?id=${version.id}`}
          fallbackName={`terms-acceptances-v${version.number}.xlsx`}
          label="Export acceptances"
          requestPath="terms-acceptances"
        />
      ) : null}
    </Group>
    <Text size="sm" c="dimmed">
      This version has taken effect and can no longer be edited. To change the terms, create a new version.
    </Text>
    {version.changes.length > 0 ? (
      <SectionCard title="Summary of changes">
        <ContentHtml html={version.changesHtml} />
      </SectionCard>
    ) : null}
    <SectionCard title="Text">
      <ContentHtml html={version.html} />
    </SectionCard>
  </Stack>
);
