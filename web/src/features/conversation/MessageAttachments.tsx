import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { fileUrl } from '../../../../application/files/fileContracts';
import { notify } from '../../app/notify';
import { DownloadError, downloadFile } from '../../kit/files/download';
import { formatFileSize } from './attachmentWords';
import type { ThreadMessage } from './conversationWords';

type Attachment = ThreadMessage['files'][number];

/** One attachment, fetched with the session's token (the file is not public) and saved under its own name. */
const AttachmentDownload = ({ file }: { readonly file: Attachment }) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(fileUrl(file.id), file.name);
    } catch (error) {
      notify({
        kind: 'error',
        title: 'The file did not download',
        message: error instanceof DownloadError ? error.message : 'Something went wrong',
        requestPath: 'conversation.attachment',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="compact-sm"
      loading={busy}
      onClick={() => void download()}
      styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left' } }}
      h="auto"
      py={4}
    >
      <VisuallyHidden>Download </VisuallyHidden>
      {file.name} · {formatFileSize(file.size)}
    </Button>
  );
};

/** A message's attachments as download buttons. */
export const MessageAttachments = ({ files }: { readonly files: readonly Attachment[] }) =>
  files.length === 0 ? null : (
    <Group gap="xs" mt={6} wrap="wrap" role="list" aria-label="Attachments">
      {files.map((file) => (
        <div role="listitem" key={file.id}>
          <AttachmentDownload file={file} />
        </div>
      ))}
    </Group>
  );
