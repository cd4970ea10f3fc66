import { Button } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { DownloadError, downloadFile } from './download';

type ExportButtonProps = {
  /** The export's address with the list's filters. */
  readonly url: string;
  readonly fallbackName: string;
  readonly label?: string;
  /** Names the export in notifications, so a newer failure replaces the older one. */
  readonly requestPath?: string;
};

/** Downloads a list as an Excel file; the button shows progress while the server streams it. */
export const ExportButton = ({
  url,
  fallbackName,
  label = 'Export to Excel',
  requestPath = 'export',
}: ExportButtonProps) => {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fallbackName);
    } catch (error) {
      const message = error instanceof DownloadError ? error.message : 'Something went wrong';
      notify({ kind: 'error', title: 'The file was not downloaded', message, requestPath });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={() => void onClick()} loading={busy} aria-busy={busy}>
      {label}
    </Button>
  );
};
