import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessageOf } from '../../app/notify';
import { useShortlistMutations, type ShortlistView } from './useShortlists';

/** A name and 'Create list'; the server's refusal (a name the company already uses) shows under the field. */
export const CreateShortlistForm = ({ onCreated }: { readonly onCreated?: (list: ShortlistView) => void }) => {
  const { create } = useShortlistMutations();
  const [name, setName] = useState('');
  const submit = () =>
    create.mutate(
      { name },
      {
        onSuccess: (list) => {
          setName('');
          onCreated?.(list);
        },
      },
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
        <Button type="submit" loading={create.isPending} disabled={name.trim().length === 0}>
          Create list
        </Button>
      </Group>
    </form>
  );
};
