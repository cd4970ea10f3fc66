import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { DownloadError, downloadFile } from './download';

type PdfDownloadButtonProps = ButtonProps & {
  /** The PDF's address; it is served only with the session's token, so a plain link could not fetch it. */
  readonly url: string;
  /** The name the file is saved under when the server names none (`Act A-2026-11-1a2b3c4d.pdf`). */
  readonly fileName: string;
  readonly label: string;
  /** The button's accessible name when the label alone is ambiguous (a row of a table: 'Download PDF of contract C-2026-0001'). */
  readonly accessibleName?: string;
  /** The request's name in the error notification. */
  readonly requestPath: string;
};

/**
 * Saves a PDF behind the session's token under its own name (contracts, acts, invoices): fetched with the token and
 * saved from the response, never shown from a nameless `blob:` tab.
 */
export const PdfDownloadButton = ({
  url,
  fileName,
  label,
  accessibleName,
  requestPath,
  ...buttonProps
}: PdfDownloadButtonProps) => {
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
        requestPath,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      {...buttonProps}
      onClick={() => void download()}
      loading={busy}
      aria-label={accessibleName}
    >
      {label}
    </Button>
  );
};
