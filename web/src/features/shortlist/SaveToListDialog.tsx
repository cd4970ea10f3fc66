import { Alert, Button, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { CreateShortlistForm } from './CreateShortlistForm';
import { useShortlistMutations, useShortlists } from './useShortlists';

/** The company's lists to choose from, a new one to name, and 'Save' (a specialist or a team). */
export const SaveToListDialog = ({
  target,
  name,
  onClose,
}: {
  /** The specialist's or the team's id, as the call takes it. */
  readonly target: { readonly specialistUuid: string } | { readonly teamId: string };
  readonly name: string;
  readonly onClose: () => void;
}) => {
  const lists = useShortlists();
  const { add } = useShortlistMutations();
  const [listId, setListId] = useState<string | null>(null);
  const title = `Save ${name} to a list`;
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        {add.isSuccess ? (
          <Alert color="green" role="status">
            {name} is in “{add.data.name}”. <Link to={`/pa/shortlists/${add.data.id}`}>Open the list</Link>
          </Alert>
        ) : null}
        {lists.isPending ? (
          <Text size="sm">Loading your lists…</Text>
        ) : lists.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(lists.error)}
          </Alert>
        ) : lists.data.items.length === 0 ? (
          <Text size="sm">Your company has no lists yet: name the first one below.</Text>
        ) : (
          <Radio.Group label="List" value={listId} onChange={setListId}>
            <Stack gap="xs" mt="xs">
              {lists.data.items.map((list) => (
                <Radio key={list.id} value={list.id} label={`${list.name} (${list.entryCount})`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <CreateShortlistForm onCreated={(list) => setListId(list.id)} />
        {add.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(add.error)}
          </Alert>
        ) : null}
        <Button
          disabled={listId === null}
          loading={add.isPending}
          onClick={() => listId && add.mutate({ listId, ...target })}
        >
          Save
        </Button>
      </Stack>
    </Modal>
  );
};
