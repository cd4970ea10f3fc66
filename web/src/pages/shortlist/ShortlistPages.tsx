import { Container, SimpleGrid, Space, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { httpStatusOf } from '../../app/trpc';
import { ListRequestPicker } from '../../features/shortlist/ListRequestPicker';
import { ListSkillsEditor } from '../../features/shortlist/ListSkillsEditor';
import { ShortlistComparison } from '../../features/shortlist/ShortlistComparison';
import { ShortlistEntryCard } from '../../features/shortlist/ShortlistEntryCard';
import { ShortlistsOverview } from '../../features/shortlist/ShortlistsOverview';
import { useShortlist } from '../../features/shortlist/useShortlists';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';
import { countOf } from '../../kit/plural';

const listPath = (id: string) => `/pa/shortlists/${id}`;

/** `/pa/shortlists`: the client company's shared lists of specialists. */
export const ShortlistsPage = () => (
  <Container size="lg" px={0}>
    <PageHeader title="Shortlists" />
    <ShortlistsOverview pathOf={listPath} />
  </Container>
);

/** `/pa/shortlists/:id`: one list with its entries, votes and comments, the comparison and 'Book the top N'. */
export const ShortlistPage = () => {
  const { id = '' } = useParams();
  const list = useShortlist(id);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  if (list.isPending) return <LoadingState rows={6} label="Loading the list" />;
  if (list.isError)
    return (
      <Stack>
        <PageHeader title="Shortlist" backTo="/pa/shortlists" backLabel="Shortlists" />
        {httpStatusOf(list.error) === 404 ? (
          <EmptyList title="No such list" description="This list is not one of your company's lists." />
        ) : (
          <ErrorState message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />
        )}
      </Stack>
    );
  const data = list.data;
  const present = chosen.filter((entryId) => data.entries.some((entry) => entry.id === entryId));
  return (
    <Container size="xl" px={0}>
      <PageHeader title={data.name} backTo="/pa/shortlists" backLabel="Shortlists">
        <Text size="sm" c="dimmed">
          {countOf(data.entries.length, 'entry', 'entries')} · made by {data.createdBy.name}. Every colleague sees this
          list.
        </Text>
      </PageHeader>
      <ListRequestPicker list={data} />
      <Space h="md" />
      <ListSkillsEditor listId={data.id} skills={data.skills} />
      <Space h="md" />
      {data.entries.length === 0 ? (
        <EmptyList
          title="This list is empty"
          description="Use 'Save to list' on a specialist in the catalogue, on their page, on a team or in your interview request to add them here."
        />
      ) : (
        // Entries two abreast, the comparison across the whole width below: four columns side by side need it.
        <Stack gap="xl">
          <SimpleGrid component="section" aria-label="Specialists in the list" cols={{ base: 1, md: 2 }}>
            {data.entries.map((entry) => (
              <ShortlistEntryCard
                key={entry.id}
                listId={data.id}
                entry={entry}
                commentMax={data.limits.commentMax}
                chosen={present.includes(entry.id)}
                canChoose={present.length < data.limits.compareMax}
                onChoose={(on) =>
                  setChosen(on ? [...present, entry.id] : present.filter((entryId) => entryId !== entry.id))
                }
              />
            ))}
          </SimpleGrid>
          <ShortlistComparison
            listId={data.id}
            chosenIds={present}
            entryCount={data.entries.length}
            bookTopMax={data.limits.bookTopMax}
            requestPeriod={
              data.request ? { startPeriod: data.request.periodFrom, endPeriod: data.request.periodTo } : null
            }
          />
        </Stack>
      )}
    </Container>
  );
};
