import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Input,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { SOLUTION_LIMITS } from '../../../../../application/solution/schemas';
import { acceptOf, fileUrl } from '../../../../../application/files/fileContracts';
import { fieldErrorOf } from '../../../kit/form/fieldError';
import { fieldSubscription } from '../../../kit/form/fieldProps';
import { uploadFile } from '../../../kit/files/uploadFile';

type Props = {
  readonly companyId: string | null;
  /** Names of the screenshots already saved, by file id. */
  readonly knownNames: ReadonlyMap<string, string>;
};

type Failed = { readonly name: string; readonly message: string };

/** An error at the list or at one of its items (`screenshotIds.2`), whichever the rules or the server gave. */
const messageOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value.map((v, i) => (typeof v === 'string' ? `Screenshot ${i + 1}: ${v}` : null)).find(Boolean) ?? undefined;
  return undefined;
};

/** Screenshots: several at once (PNG or JPEG, at most 3,145,728 bytes each), previews in order, each removable. */
export const ScreenshotsField = ({ companyId, knownNames }: Props) => {
  const { input, meta } = useField<string[]>('screenshotIds', { subscription: fieldSubscription });
  const form = useForm();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(knownNames);
  const [busy, setBusy] = useState<{ done: number; total: number } | null>(null);
  const [failed, setFailed] = useState<readonly Failed[]>([]);
  const id = useId();
  const ids = input.value || [];
  const room = SOLUTION_LIMITS.screenshots - ids.length;
  const error = fieldErrorOf({ ...meta, error: messageOf(meta.error), submitError: messageOf(meta.submitError) });

  const choose = async (files: File[]) => {
    if (files.length === 0) return;
    const accepted = files.slice(0, Math.max(0, room));
    const problems: Failed[] = files
      .slice(accepted.length)
      .map((f) => ({ name: f.name, message: `At most ${SOLUTION_LIMITS.screenshots} screenshots` }));
    const added: string[] = [];
    const addedNames = new Map(names);
    setBusy({ done: 0, total: accepted.length });
    // One after another, so the order on the page is the order the user chose.
    for (const [index, file] of accepted.entries()) {
      try {
        const stored = await uploadFile('screenshot', file, companyId);
        added.push(stored.id);
        addedNames.set(stored.id, stored.name);
      } catch (e) {
        problems.push({ name: file.name, message: e instanceof Error ? e.message : 'The upload failed' });
      }
      setBusy({ done: index + 1, total: accepted.length });
    }
    setNames(addedNames);
    setFailed(problems);
    setBusy(null);
    // The list as it is now: the user may have removed one while the others uploaded.
    const current = (form.getFieldState('screenshotIds')?.value as string[] | undefined) ?? [];
    if (added.length > 0) input.onChange([...current, ...added.filter((a) => !current.includes(a))]);
    input.onBlur();
  };

  const remove = (fileId: string) => {
    input.onChange(ids.filter((i) => i !== fileId));
    input.onBlur();
  };

  return (
    <Input.Wrapper
      id={id}
      label="Screenshots"
      description={`PNG, JPG or JPEG, at most 3 MB (3,145,728 bytes) each; up to ${SOLUTION_LIMITS.screenshots}.`}
      error={error}
    >
      <Stack gap="sm" mt={6}>
        {ids.length === 0 ? (
          <Text size="sm" c="dimmed">
            No screenshots yet.
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 2, sm: 3, md: 4 }}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Chosen screenshots"
          >
            {ids.map((fileId, index) => {
              const name = names.get(fileId) ?? `Screenshot ${index + 1}`;
              return (
                <Paper key={fileId} component="li" withBorder radius="md" p={4} pos="relative">
                  <Image
                    src={fileUrl(fileId)}
                    alt={`Screenshot ${index + 1}: ${name}`}
                    h={110}
                    fit="cover"
                    radius="sm"
                  />
                  <Group justify="space-between" gap={4} wrap="nowrap" mt={4}>
                    <Text size="xs" truncate title={name}>
                      {name}
                    </Text>
                    <CloseButton
                      size="sm"
                      aria-label={`Remove screenshot ${index + 1}`}
                      onClick={() => remove(fileId)}
                    />
                  </Group>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
        <Group gap="sm">
          <FileButton
            multiple
            onChange={(files) => void choose(files)}
            accept={acceptOf('screenshot')}
            disabled={room <= 0}
          >
            {(props) => (
              <Button {...props} variant="light" loading={busy !== null} aria-describedby={`${id}-description`}>
                Add screenshots
              </Button>
            )}
          </FileButton>
          {busy ? (
            <Text size="sm" c="dimmed" role="status">
              Uploading {busy.done} of {busy.total}…
            </Text>
          ) : null}
        </Group>
        {failed.length > 0 ? (
          <Alert
            color="red"
            variant="light"
            title="Some files were not added"
            role="alert"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setFailed([])}
          >
            <List size="sm">
              {failed.map((f, i) => (
                <List.Item key={`${f.name}-${i}`}>
                  {f.name}: {f.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
};
