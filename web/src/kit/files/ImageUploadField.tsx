import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useField } from 'react-final-form';
import { acceptOf, fileUrl, type FilePurpose } from '../../../../application/files/fileContracts';
import { fieldErrorOf } from '../form/fieldError';
import { uploadFile } from './uploadFile';
import { fieldSubscription } from '../form/fieldProps';

/** A file made ready in the browser before it is sent (a logo cropped to a square), with a note for the user. */
export type PreparedImage = { readonly file: File; readonly note: string | null };

type ImageUploadFieldProps = {
  /** The form field that keeps the stored file's id. */
  readonly name: string;
  readonly label: string;
  readonly purpose: FilePurpose;
  readonly description?: string;
  readonly required?: boolean;
  /** The company the file belongs to, when a manager uploads for an agency. */
  readonly companyId?: string | null;
  /** Public images preview from their URL; private ones (certificates) show the file name only. */
  readonly preview?: boolean;
  readonly previewSize?: number;
  /** Shown in the empty preview ("No logo"). */
  readonly emptyText?: string;
  /** Runs on the chosen file before the upload. */
  readonly prepare?: (file: File) => Promise<PreparedImage>;
};

/** The seeds' file upload block: an image chosen from disk, uploaded at once, kept in the form as the stored file's id. */
export const ImageUploadField = ({
  name,
  label,
  purpose,
  description,
  required = false,
  companyId,
  preview = true,
  previewSize = 72,
  emptyText,
  prepare,
}: ImageUploadFieldProps) => {
  const { input, meta } = useField<string | null>(name, { subscription: fieldSubscription });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const id = useId();
  const noun = label.toLowerCase();

  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    setNote(null);
    try {
      const ready = prepare ? await prepare(file) : { file, note: null };
      const stored = await uploadFile(purpose, ready.file, companyId);
      input.onChange(stored.id);
      setFileName(stored.name);
      setNote(ready.note);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The upload failed');
    } finally {
      setBusy(false);
      input.onBlur();
    }
  };

  const remove = () => {
    input.onChange(null);
    input.onBlur();
    setFileName(null);
    setNote(null);
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      required={required}
      description={description}
      error={problem ?? fieldErrorOf(meta)}
    >
      <Group gap="md" mt={6} align="center">
        {preview ? (
          <Avatar
            src={input.value ? fileUrl(input.value) : null}
            size={previewSize}
            radius="md"
            alt={input.value ? `${label} preview` : ''}
          >
            {emptyText ? (
              <Text size="xs" c="dimmed">
                {emptyText}
              </Text>
            ) : null}
          </Avatar>
        ) : null}
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={(file) => void choose(file)} accept={acceptOf(purpose)}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  loading={busy}
                  aria-describedby={description ? `${id}-description` : undefined}
                >
                  {input.value ? `Replace ${noun}` : `Upload ${noun}`}
                </Button>
              )}
            </FileButton>
            {input.value ? (
              <Button variant="subtle" color="red" onClick={remove}>
                Remove {noun}
              </Button>
            ) : null}
          </Group>
          {!preview && input.value ? (
            <Text size="xs" c="dimmed">
              {fileName ?? 'File attached'}
            </Text>
          ) : null}
          {note ? (
            <Text size="xs" c="dimmed" role="status">
              {note}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
};
