import { Alert, Badge, Button, Group, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { fieldErrorOf } from '../../../kit/form/fieldError';

type Skill = { id: string | null; title: string };
type Known = { id: string; title: string };

const keyOf = (skill: Skill) => skill.id ?? `title:${skill.title}`;

/** Key skills from the dictionary, the role's popular skills one click away, and skills pasted as text. */
export const KeySkillsField = ({ known, popular }: { readonly known: readonly Known[]; readonly popular: readonly Known[] }) => {
  const { input, meta } = useField<Skill[]>('shared.keySkills', { subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  const chosen = input.value || [];
  const [pasted, setPasted] = useState('');
  const [notFound, setNotFound] = useState<string[] | null>(null);
  const [matching, setMatching] = useState(false);
  const worker = useRef<Worker | null>(null);

  useEffect(() => () => worker.current?.terminate(), []);

  const add = (skills: readonly Skill[]) => {
    const have = new Set(chosen.map((s) => s.title.toLowerCase()));
    input.onChange([...chosen, ...skills.filter((s) => !have.has(s.title.toLowerCase()))]);
    input.onBlur();
  };

  const options = [...known.map((k) => ({ value: k.id, label: k.title })), ...chosen.filter((s) => s.id === null).map((s) => ({ value: keyOf(s), label: s.title }))];

  const match = () => {
    if (!pasted.trim()) return;
    setMatching(true);
    worker.current ??= new Worker(new URL('./skillMatcher.worker.ts', import.meta.url), { type: 'module' });
    worker.current.onmessage = (event: MessageEvent<{ found: Known[]; notFound: string[] }>) => {
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
        label="Key skills"
        withAsterisk
        searchable
        data={options}
        value={chosen.map(keyOf)}
        onChange={(values) => {
          const byKey = new Map([...chosen.map((s) => [keyOf(s), s] as const), ...known.map((k) => [k.id, k] as const)]);
          input.onChange(values.flatMap((v) => (byKey.has(v) ? [byKey.get(v) as Skill] : [])));
          input.onBlur();
        }}
        onBlur={input.onBlur}
        error={fieldErrorOf(meta)}
        nothingFoundMessage="No such skill in the dictionary"
        limit={50}
      />
      {popular.length > 0 ? (
        <Group gap={6} aria-label="Popular skills for this role">
          <Text size="xs" c="dimmed">Popular for this role:</Text>
          {popular.map((skill) => (
            <Button key={skill.id} size="compact-xs" variant="light" onClick={() => add([skill])} aria-label={`Add ${skill.title}`}>
              + {skill.title}
            </Button>
          ))}
        </Group>
      ) : null}
      <Group align="flex-end" wrap="nowrap">
        <Textarea
          label="Paste skills"
          description="A list from a CV or a job post, separated by commas or new lines"
          value={pasted}
          onChange={(e) => setPasted(e.currentTarget.value)}
          autosize
          minRows={1}
          maxRows={4}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={match} loading={matching} disabled={!pasted.trim()}>
          Match skills
        </Button>
      </Group>
      {notFound && notFound.length > 0 ? (
        <Alert color="yellow" title="Not found in the dictionary" withCloseButton onClose={() => setNotFound(null)} role="status">
          <Group gap={4}>
            {notFound.map((name) => (
              <Badge key={name} variant="outline" color="gray">{name}</Badge>
            ))}
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
};
