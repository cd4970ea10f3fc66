import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { DownloadError } from '../../kit/files/download';
import { openContractPdf } from './contractPdf';

type OpenPdfButtonProps = ButtonProps & {
  /** The PDF's address (`documentUrl` of a contract). */
  readonly url: string;
  /** The contract's number, for the file's name and the button's accessible name. */
  readonly number: string;
  readonly label?: string;
};

/** Opens a contract's PDF (fetched with the session's token) in a new tab. */
export const OpenPdfButton = ({ url, number, label = 'Open PDF', ...buttonProps }: OpenPdfButtonProps) => {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await openContractPdf(url, `${number}.pdf`);
    } catch (error) {
      notify({
        kind: 'error',
        title: 'The PDF did not open',
        message: error instanceof DownloadError ? error.message : 'Something went wrong',
        requestPath: 'contract.document',
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
      onClick={() => void open()}
      loading={busy}
      aria-label={`${label} of contract ${number}`}
    >
      {label}
    </Button>
  );
};
