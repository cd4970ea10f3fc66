import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { acceptOf, fileUrl, type FilePurpose } from '../../../../application/files/fileContracts';
import { fieldErrorOf } from '../../kit/form/fieldError';
import { uploadFile } from './uploadFile';

type Props = {
  readonly name: string;
  readonly label: string;
  readonly purpose: FilePurpose;
  readonly description?: string;
  /** The company the file belongs to, when a manager uploads for an agency. */
  readonly companyId?: string | null;
  /** Public images preview from their URL; private ones (certificates) show the file name only. */
  readonly preview?: boolean;
};

/** An image chosen from disk, uploaded at once, kept in the form as the stored file's id. */
export const ImageUploadField = ({ name, label, purpose, description, companyId, preview = true }: Props) => {
  const { input, meta } = useField<string | null>(name, { subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const id = `${name}-upload`;

  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const stored = await uploadFile(purpose, file, companyId);
      input.onChange(stored.id);
      setFileName(stored.name);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The upload failed');
    } finally {
      setBusy(false);
      input.onBlur();
    }
  };

  return (
    <Input.Wrapper id={id} label={label} description={description} error={problem ?? fieldErrorOf(meta)}>
      <Group gap="md" mt={6} align="center">
        {preview ? <Avatar src={input.value ? fileUrl(input.value) : null} size={72} radius="md" alt={input.value ? `${label} preview` : ''} /> : null}
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={(file) => void choose(file)} accept={acceptOf(purpose)}>
              {(props) => (
                <Button {...props} variant="light" loading={busy} aria-describedby={`${id}-description`}>
                  {input.value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
                </Button>
              )}
            </FileButton>
            {input.value ? (
              <Button variant="subtle" color="red" onClick={() => { input.onChange(null); setFileName(null); }}>
                Remove
              </Button>
            ) : null}
          </Group>
          {!preview && input.value ? <Text size="xs" c="dimmed">{fileName ?? 'File attached'}</Text> : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
};
