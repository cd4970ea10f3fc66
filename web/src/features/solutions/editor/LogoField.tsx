import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useField } from 'react-final-form';
import { acceptOf, fileUrl } from '../../../../../application/files/fileContracts';
import { fieldErrorOf } from '../../../kit/form/fieldError';
import { uploadFile } from '../../files/uploadFile';
import { LOGO_SIZE, squareLogo } from './squareCrop';

type Props = {
  /** The agency the logo belongs to, when a manager edits its solution. */
  readonly companyId: string | null;
};

/** The solution's logo: cropped to a centred square in the browser, uploaded at once, kept as the file's id. */
export const LogoField = ({ companyId }: Props) => {
  const { input, meta } = useField<string | null>('logoId', { subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const id = useId();

  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    setNote(null);
    try {
      const logo = await squareLogo(file);
      const stored = await uploadFile('logo', logo.file, companyId);
      input.onChange(stored.id);
      if (logo.cropped) setNote(`Cropped to the centred square, ${logo.width}×${logo.height} pixels.`);
      else if (logo.scaled) setNote(`Scaled down to ${logo.width}×${logo.height} pixels.`);
      else if (logo.width > 0 && logo.width < LOGO_SIZE) setNote(`${logo.width}×${logo.height} pixels: smaller than the recommended ${LOGO_SIZE}×${LOGO_SIZE}, it may look blurred.`);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The upload failed');
    } finally {
      setBusy(false);
      input.onBlur();
    }
  };

  return (
    <Input.Wrapper
      id={id}
      label="Logo"
      required
      description={`Square, ${LOGO_SIZE}×${LOGO_SIZE} pixels recommended; PNG or JPEG below 2 MB. Other shapes are cropped to the centred square.`}
      error={problem ?? fieldErrorOf(meta)}
    >
      <Group gap="md" mt={6} align="center">
        <Avatar src={input.value ? fileUrl(input.value) : null} size={96} radius="md" alt={input.value ? 'Logo preview' : ''}>
          <Text size="xs" c="dimmed">
            No logo
          </Text>
        </Avatar>
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={(file) => void choose(file)} accept={acceptOf('logo')}>
              {(props) => (
                <Button {...props} variant="light" loading={busy} aria-describedby={`${id}-description`}>
                  {input.value ? 'Replace logo' : 'Upload logo'}
                </Button>
              )}
            </FileButton>
            {input.value ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  input.onChange(null);
                  input.onBlur();
                  setNote(null);
                }}
              >
                Remove logo
              </Button>
            ) : null}
          </Group>
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
