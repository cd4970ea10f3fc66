import { Box, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessageOf } from '../../app/notify';
import { ListSkillsField } from './ListSkillsField';
import { useShortlistMutations, type ShortlistView } from './useShortlists';

/** A name and 'Create list'; the server's refusal (a name the company already uses) shows under the field. */
export const CreateShortlistForm = ({
  onCreated,
  withSkills = false,
}: {
  readonly onCreated?: (list: ShortlistView) => void;
  /** Offer 'Skills this list is for' beside the name (the lists page; the quick dialog names only). */
  readonly withSkills?: boolean;
}) => {
  const { create } = useShortlistMutations();
  const [name, setName] = useState('');
  const [skills, setSkills] = useState<string[]>([]);
  const submit = () =>
    create.mutate(
      { name, skills },
      {
        onSuccess: (list) => {
          setName('');
          setSkills([]);
          onCreated?.(list);
        },
      },
    );
  const createButton = (
    <Button type="submit" loading={create.isPending} disabled={name.trim().length === 0}>
      Create list
    </Button>
  );
  return (
    <form
      aria-label="New list"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="New list name"
          placeholder="e.g. Backend for the payments team"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
          error={create.isError ? errorMessageOf(create.error) : undefined}
          style={{ flex: 1, minWidth: 200 }}
        />
        {withSkills ? null : createButton}
      </Group>
      {withSkills ? (
        // With the skills, 'Create list' comes after them: the form reads top to bottom.
        <Stack mt="sm" gap="sm" align="flex-start">
          <Box w="100%">
            <ListSkillsField value={skills} onChange={setSkills} />
          </Box>
          {createButton}
        </Stack>
      ) : null}
    </form>
  );
};
