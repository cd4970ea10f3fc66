import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessageOf } from '../../app/notify';
import { ListSkillsField } from './ListSkillsField';
import { useShortlistMutations } from './useShortlists';

/** The skills a list is for, shown and changed by any colleague: 'Change' opens the field, 'Save skills' keeps it. */
export const ListSkillsEditor = ({
  listId,
  skills,
}: {
  readonly listId: string;
  readonly skills: readonly string[];
}) => {
  const { skills: choose } = useShortlistMutations();
  const [draft, setDraft] = useState<string[] | null>(null);
  return (
    <Card withBorder radius="md" component="section" aria-label="Skills this list is for">
      {draft === null ? (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Skills this list is for
            </Text>
            {skills.length === 0 ? (
              <Text size="sm" c="dimmed">
                None named yet: name them to see who has what the list needs.
              </Text>
            ) : (
              <Group
                gap={6}
                component="ul"
                aria-label="Needed skills"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {skills.map((skill) => (
                  <Badge component="li" key={skill} variant="outline" color="teal.9" tt="none">
                    {skill}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
          <Button size="xs" variant="default" onClick={() => setDraft([...skills])}>
            {skills.length === 0 ? 'Name the skills' : 'Change the skills'}
          </Button>
        </Group>
      ) : (
        <form
          aria-label="Skills this list is for"
          onSubmit={(event) => {
            event.preventDefault();
            choose.mutate({ listId, skills: draft }, { onSuccess: () => setDraft(null) });
          }}
        >
          <Stack gap="xs">
            <ListSkillsField value={draft} onChange={setDraft} />
            {choose.isError ? (
              <Alert color="red" role="alert">
                {errorMessageOf(choose.error)}
              </Alert>
            ) : null}
            <Group gap="xs">
              <Button type="submit" size="xs" loading={choose.isPending}>
                Save skills
              </Button>
              <Button size="xs" variant="default" onClick={() => setDraft(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
};
