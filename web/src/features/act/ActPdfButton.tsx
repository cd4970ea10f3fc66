import { Button } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { DownloadError, downloadFile } from '../../kit/files/download';

/** Downloads an act's PDF (the invoice or the act) with the session's token; a plain link could not send it. */
export const ActPdfButton = ({
  url,
  label,
  fileName,
}: {
  readonly url: string;
  readonly label: string;
  readonly fileName: string;
}) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fileName);
    } catch (error) {
      notify({
        kind: 'error',
        title: 'The PDF did not download',
        message: error instanceof DownloadError ? error.message : 'Something went wrong',
        requestPath: 'act.document',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="xs" onClick={() => void download()} loading={busy}>
      {label}
    </Button>
  );
};
