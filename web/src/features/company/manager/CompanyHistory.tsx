import { Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { EmptyList } from '../../../kit/EmptyList';
import { ErrorState } from '../../../kit/ErrorState';
import { formatDateTime } from '../../../kit/format';
import { LoadingState } from '../../../kit/LoadingState';
import { SectionCard } from '../../../kit/SectionCard';

const PAGE = 20;

/** Each recorded change in the managers' words; an action not listed reads as its code. */
const actionWords: Record<string, string> = {
  'company.registered': 'Registered the company',
  'company.profile_changed': 'Changed the company data',
  'company.payment_info_added': 'Added payment details',
  'company.payment_info_changed': 'Changed payment details',
  'company.payment_info_deleted': 'Deleted payment details',
  'company.personal_manager_assigned': 'Assigned the personal manager',
  'company.merged_into': 'Merged into another company',
  'company.merged_in': 'Took over a merged duplicate',
};
const wordsOf = (action: string) => actionWords[action] ?? action.replace(/[._]/g, ' ');

type Person = { name: string; surname: string } | null;
const nameOf = (p: Person) => (p ? `${p.name} ${p.surname}` : 'The platform');

const detailOf = (action: string, details: Record<string, unknown>): string | null => {
  if (action === 'company.profile_changed' && details.changes && typeof details.changes === 'object')
    return `Fields: ${Object.keys(details.changes).join(', ')}`;
  if (action === 'company.merged_into') return `Into ${String(details.survivorName ?? details.survivorId)}`;
  if (action === 'company.merged_in') return `From ${String(details.mergedName ?? details.mergedId)}`;
  return null;
};

/** The company's change history (its data, payment details, people, merges), newest first, with who acted and as whom. */
export const CompanyHistory = ({ companyId }: { readonly companyId: string }) => {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const history = useQuery({
    ...trpc.companyAdmin.history.queryOptions({ id: companyId, page, count: PAGE }),
    placeholderData: keepPreviousData,
  });
  const total = history.data?.meta.total ?? 0;
  return (
    <SectionCard title="History">
      {history.isPending ? (
        <LoadingState rows={4} label="Loading the history" />
      ) : history.isError ? (
        <ErrorState message={errorMessageOf(history.error)} onRetry={() => void history.refetch()} />
      ) : total === 0 ? (
        <EmptyList title="No changes recorded yet" />
      ) : (
        <Stack gap="md">
          <Timeline bulletSize={14} lineWidth={2}>
            {history.data.items.map((entry) => {
              const detail = detailOf(entry.action, entry.details);
              return (
                <Timeline.Item
                  key={entry.id}
                  title={
                    <Text fw={600} size="sm">
                      {wordsOf(entry.action)}
                      {entry.subject ? `: ${entry.subject.name}` : ''}
                    </Text>
                  }
                >
                  <Text size="sm">
                    {nameOf(entry.actor)}
                    {entry.emulatedBy ? ` (by ${nameOf(entry.emulatedBy)}, acting as them)` : ''}
                  </Text>
                  {detail ? <Text size="sm">{detail}</Text> : null}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.at)}
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
          {total > PAGE ? (
            <Group gap="sm">
              <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Button variant="default" size="xs" disabled={page * PAGE >= total} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
};
