import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify, errorMessageOf } from '../../../app/notify';
import { useTRPC, type RouterOutputs } from '../../../app/trpc';
import { useDebouncedValue } from '@mantine/hooks';
import { countOf } from '../../../kit/plural';

type Moves = Record<string, number>;

/** What moves, in words, only what is there. */
const moveWords: Record<string, [string, string]> = {
  users: ['user', 'users'],
  specialists: ['specialist card', 'specialist cards'],
  solutions: ['solution', 'solutions'],
  candidates: ['candidate', 'candidates'],
  cartItems: ['item in the cart', 'items in the cart'],
  files: ['file', 'files'],
  solutionRequests: ['solution request', 'solution requests'],
  teams: ['team', 'teams'],
  paymentDetails: ['payment details entry', 'payment details entries'],
  contracts: ['contract', 'contracts'],
  invitations: ['invitation', 'invitations'],
  other: ['other record', 'other records'],
};
export const movesInWords = (moves: Moves): string[] =>
  Object.entries(moveWords).flatMap(([key, [one, many]]) =>
    (moves[key] ?? 0) > 0 ? [countOf(moves[key] ?? 0, one, many)] : [],
  );

type Target = RouterOutputs['companyAdmin']['mergeTargets']['items'][number];
const labelOf = (t: Target) =>
  `${t.title}${t.legalName ? ` · ${t.legalName}` : ''} (${countOf(t.employees, 'person', 'people')})`;

type Props = {
  readonly company: { readonly id: string; readonly name: string };
  readonly opened: boolean;
  readonly onClose: () => void;
  /** After the merge: the survivor's id, whose page the manager goes to. */
  readonly onMerged: (survivorId: string) => void;
};

/**
 * Merging this company (a duplicate) into another of its kind: the manager picks the company that stays, the preview
 * names what will move, and the merge runs only after confirming.
 */
export const MergeDialog = ({ company, opened, onClose, onMerged }: Props) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [survivor, setSurvivor] = useState<Target | null>(null);
  const targetId = survivor?.id ?? null;
  // Choosing a company writes its label into the box: that is not a search.
  const typed = survivor && debounced === labelOf(survivor) ? '' : debounced.trim();
  const targets = useQuery({
    ...trpc.companyAdmin.mergeTargets.queryOptions({ id: company.id, ...(typed ? { search: typed } : {}) }),
    enabled: opened,
  });
  const preview = useQuery({
    ...trpc.companyAdmin.mergePreview.queryOptions({ id: company.id, targetId: targetId ?? '' }),
    enabled: opened && targetId !== null,
  });
  const merge = useMutation(
    trpc.companyAdmin.merge.mutationOptions({
      onSuccess: (result) => {
        void queryClient.invalidateQueries();
        notify({
          kind: 'success',
          message: `${result.merged.name} was merged into ${result.survivor.name}`,
          requestPath: 'companyAdmin.merge',
        });
        onMerged(result.survivor.id);
      },
    }),
  );
  const moves = preview.data ? movesInWords(preview.data.moves) : [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Merge ${company.name} into another company`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Use this when {company.name} is a duplicate. Everything it has moves to the company you choose; {company.name}{' '}
          disappears from the lists and its old links lead to that company.
        </Text>
        <Select
          label="Company that stays"
          placeholder="Search by name, legal name or tax number"
          data={[
            ...(targets.data?.items ?? []),
            ...(survivor && !targets.data?.items.some((t) => t.id === survivor.id) ? [survivor] : []),
          ].map((t) => ({ value: t.id, label: labelOf(t) }))}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={targetId}
          onChange={(id) =>
            setSurvivor(id === null ? null : (targets.data?.items.find((t) => t.id === id) ?? survivor))
          }
          filter={({ options }) => options}
          nothingFoundMessage={targets.isPending ? 'Loading…' : 'Nothing found'}
          clearable
          data-autofocus
        />
        {targetId && preview.isPending ? (
          <Text size="sm" c="dimmed">
            Counting what will move…
          </Text>
        ) : null}
        {preview.isError ? (
          <Alert color="red" title="The merge cannot be prepared">
            {errorMessageOf(preview.error)}
          </Alert>
        ) : null}
        {preview.data && survivor ? (
          <Alert color="red" title={`${company.name} will be merged into ${survivor.title}`}>
            {moves.length > 0 ? (
              <>
                <Text size="sm" mb={4}>
                  This moves to {survivor.title}:
                </Text>
                <List size="sm" aria-label="What will move">
                  {moves.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              </>
            ) : (
              <Text size="sm">{company.name} has nothing to move.</Text>
            )}
            <Text size="sm" mt="xs">
              Items already in {survivor.title}&apos;s cart for the same dates are not added twice. This cannot be
              undone.
            </Text>
          </Alert>
        ) : null}
        {merge.isError ? (
          <Alert color="red" title="Not merged">
            {errorMessageOf(merge.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red.8"
            disabled={!preview.data || !targetId}
            loading={merge.isPending}
            onClick={() => targetId && merge.mutate({ id: company.id, targetId })}
          >
            Merge companies
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
