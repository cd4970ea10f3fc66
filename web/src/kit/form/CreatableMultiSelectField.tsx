import { Alert, Badge, Button, Group, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { fieldErrorOf } from './fieldError';
import { fieldSubscription } from './fieldProps';
import type { DictionaryEntry } from './pasteMatch';

/** A chosen value: a dictionary entry, or the user's own (id null) from a paste, an import or typing. */
export type ChosenEntry = { readonly id: string | null; readonly title: string };

type CreatableMultiSelectFieldProps = {
  /** The form field holding `ChosenEntry[]`. */
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  /** The whole dictionary: the select filters it, and pasted text is matched against it. */
  readonly known: readonly DictionaryEntry[];
  /** Entries one click away ("popular for this role"), with the words that introduce them. */
  readonly suggestions?: { readonly label: string; readonly entries: readonly DictionaryEntry[] };
  /** The paste box's words ("Paste skills"). */
  readonly paste: { readonly label: string; readonly description: string; readonly button: string };
  readonly nothingFound?: string;
  /** Typed text that is not in the dictionary can be added as the user's own entry. */
  readonly allowCreate?: boolean;
};

const keyOf = (entry: ChosenEntry) => entry.id ?? `own:${entry.title}`;
const CREATE = 'create:';

/** The seeds' creatable multi-select: dictionary entries, suggestions one click away, and names pasted as text (matched in a Web Worker). */
export const CreatableMultiSelectField = ({
  name,
  label,
  required = false,
  known,
  suggestions,
  paste,
  nothingFound = 'Nothing found',
  allowCreate = false,
}: CreatableMultiSelectFieldProps) => {
  const { input, meta } = useField<ChosenEntry[]>(name, { subscription: fieldSubscription });
  const chosen = input.value || [];
  const [search, setSearch] = useState('');
  const [pasted, setPasted] = useState('');
  const [notFound, setNotFound] = useState<string[] | null>(null);
  const [matching, setMatching] = useState(false);
  const worker = useRef<Worker | null>(null);

  useEffect(() => () => worker.current?.terminate(), []);

  const add = (entries: readonly ChosenEntry[]) => {
    const have = new Set(chosen.map((entry) => entry.title.toLowerCase()));
    input.onChange([...chosen, ...entries.filter((entry) => !have.has(entry.title.toLowerCase()))]);
    input.onBlur();
  };

  const typed = search.trim();
  const canCreate =
    allowCreate &&
    typed !== '' &&
    ![...known, ...chosen].some((entry) => entry.title.toLowerCase() === typed.toLowerCase());
  const options = [
    ...known.map((entry) => ({ value: entry.id, label: entry.title })),
    ...chosen.filter((entry) => entry.id === null).map((entry) => ({ value: keyOf(entry), label: entry.title })),
    ...(canCreate ? [{ value: `${CREATE}${typed}`, label: `+ Add “${typed}”` }] : []),
  ];

  const match = () => {
    if (!pasted.trim()) return;
    setMatching(true);
    worker.current ??= new Worker(new URL('./pasteMatch.worker.ts', import.meta.url), { type: 'module' });
    worker.current.onmessage = (event: MessageEvent<{ found: DictionaryEntry[]; notFound: string[] }>) => {
      add(event.data.found);
      setNotFound(event.data.notFound);
      setPasted('');
      setMatching(false);
    };
    worker.current.postMessage({ text: pasted, known });
  };

  return (
    <Stack gap="xs">
      <MultiSelect
        label={label}
        withAsterisk={required}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        value={chosen.map(keyOf)}
        onChange={(values) => {
          const byKey = new Map<string, ChosenEntry>([
            ...chosen.map((entry) => [keyOf(entry), entry] as const),
            ...known.map((entry) => [entry.id, entry] as const),
          ]);
          input.onChange(
            values.flatMap((value) =>
              value.startsWith(CREATE)
                ? [{ id: null, title: value.slice(CREATE.length) }]
                : byKey.has(value)
                  ? [byKey.get(value) as ChosenEntry]
                  : [],
            ),
          );
          input.onBlur();
        }}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
        error={fieldErrorOf(meta)}
        nothingFoundMessage={nothingFound}
        limit={50}
      />
      {suggestions && suggestions.entries.length > 0 ? (
        <Group gap={6} aria-label={suggestions.label}>
          <Text size="xs" c="dimmed">
            {suggestions.label}:
          </Text>
          {suggestions.entries.map((entry) => (
            <Button
              key={entry.id}
              size="compact-xs"
              variant="light"
              onClick={() => add([entry])}
              aria-label={`Add ${entry.title}`}
            >
              + {entry.title}
            </Button>
          ))}
        </Group>
      ) : null}
      <Group align="flex-end" wrap="nowrap">
        <Textarea
          label={paste.label}
          description={paste.description}
          value={pasted}
          onChange={(e) => setPasted(e.currentTarget.value)}
          autosize
          minRows={1}
          maxRows={4}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={match} loading={matching} disabled={!pasted.trim()}>
          {paste.button}
        </Button>
      </Group>
      {notFound && notFound.length > 0 ? (
        <Alert
          color="yellow"
          title="Not found in the dictionary"
          withCloseButton
          onClose={() => setNotFound(null)}
          role="status"
        >
          <Group gap={4}>
            {notFound.map((missing) => (
              <Badge key={missing} variant="outline" color="gray">
                {missing}
              </Badge>
            ))}
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
};
