import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { conversationRules } from '../../../../domain/conversation/conversation.rules';
import { acceptOf, filePurposes, type StoredFile } from '../../../../application/files/fileContracts';
import { uploadFile } from '../../kit/files/uploadFile';
import { formatFileSize } from './attachmentWords';

const typeWords: Record<(typeof filePurposes.attachment.types)[number], string> = {
  pdf: 'PDF',
  docx: 'Word',
  xlsx: 'Excel',
  cfb: 'old .doc and .xls too',
  png: 'PNG',
  jpg: 'JPEG',
};
const types: readonly string[] = filePurposes.attachment.types;
const named = filePurposes.attachment.types.filter((t) => t !== 'cfb').map((t) => typeWords[t]);
const allowedTypesText = `${named.slice(0, -1).join(', ')} or ${named.at(-1) ?? ''}${types.includes('cfb') ? `; ${typeWords.cfb}` : ''}`;
const limit = formatFileSize(filePurposes.attachment.maxBytes);

/**
 * Opens the system's file chooser from an input made for the click: the thread sits on pages that have a file input of
 * their own (a contract's file), and a second one always in the page would be one more to tell apart.
 */
const chooseFiles = (onChosen: (files: readonly File[]) => void) => {
  const input = document.createElement('input');
  input.type = 'file';
  input.multiple = true;
  input.accept = acceptOf('attachment');
  input.addEventListener('change', () => onChosen([...(input.files ?? [])]), { once: true });
  input.click();
};

/** A file that was not attached, and why. */
type Refusal = { readonly name: string; readonly reason: string };

/**
 * The composer's attachments: files chosen from disk are uploaded at once through the files area's upload (it judges
 * the type by the content and redraws images), listed with a remove button each, and any refused file says why.
 */
export const AttachmentPicker = ({
  files,
  onChange,
  onBusyChange,
  disabled = false,
}: {
  readonly files: readonly StoredFile[];
  readonly onChange: (files: readonly StoredFile[]) => void;
  readonly onBusyChange: (busy: boolean) => void;
  readonly disabled?: boolean;
}) => {
  const [uploading, setUploading] = useState(0);
  const [refused, setRefused] = useState<readonly Refusal[]>([]);
  const room = conversationRules.maxFiles - files.length;

  const attach = async (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const taken = chosen.slice(0, Math.max(0, room));
    const over = chosen
      .slice(taken.length)
      .map((f) => ({ name: f.name, reason: `A message carries at most ${conversationRules.maxFiles} files` }));
    setRefused(over);
    setUploading(taken.length);
    onBusyChange(true);
    const results = await Promise.allSettled(taken.map((f) => uploadFile('attachment', f)));
    const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = results.flatMap((r, i) =>
      r.status === 'rejected'
        ? [
            {
              name: taken[i]?.name ?? 'A file',
              reason: r.reason instanceof Error ? r.reason.message : 'The upload failed',
            },
          ]
        : [],
    );
    setRefused([...failed, ...over]);
    setUploading(0);
    onBusyChange(false);
    if (stored.length > 0) onChange([...files, ...stored]);
  };

  return (
    <Stack gap={4}>
      {files.length > 0 ? (
        <List listStyleType="none" spacing={4} aria-label="Files to send" p={0} m={0}>
          {files.map((file) => (
            <List.Item key={file.id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}{' '}
                  <Text span size="xs" c="dark.4">
                    ({formatFileSize(file.size)})
                  </Text>
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onChange(files.filter((f) => f.id !== file.id))}
                >
                  Remove
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="compact-sm"
          loading={uploading > 0}
          disabled={disabled || room <= 0}
          onClick={() => chooseFiles((chosen) => void attach(chosen))}
        >
          Attach files
        </Button>
        <Text size="xs" c="dark.4">
          Up to {conversationRules.maxFiles} files ({allowedTypesText}), at most {limit} each.
        </Text>
      </Group>
      {refused.length > 0 ? (
        <Alert color="red" variant="light" role="alert" title="Not attached">
          <List size="sm" spacing={2}>
            {refused.map((r, i) => (
              <List.Item key={`${r.name}-${i}`}>
                {r.name}: {r.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
};
