import { Alert, Anchor, FileInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { acceptOf, filePurposes, uploadErrorMessages } from '../../../../application/files/fileContracts';
import type { ContractKind } from '../../../../domain/contract/contract.kinds';
import { notify } from '../../app/notify';
import { tokenStore } from '../../app/session/tokenStore';
import { useTRPC } from '../../app/trpc';
import { DownloadError, downloadFile, errorTextOf } from '../../kit/files/download';
import { restSideOf } from './contractWords';
import type { ManagerContract } from './managerContractList';

/** The seeds' limit is 31,457,280 bytes; the purpose's `maxBytes` is the first size refused. */
const MAX_BYTES = filePurposes.contract.maxBytes - 1;
const MAX_MB = Math.round(MAX_BYTES / 1_048_576);

/** The seeds' refusal texts: 'Invalid format' and 'File size should not exceed {size}Mb'. */
const messageOf = (code: string | null, fallback: string): string =>
  code === 'errorFormat'
    ? `Invalid format. ${uploadErrorMessages.errorFormat}.`
    : code === 'errorSize'
      ? `File size should not exceed ${MAX_MB}Mb`
      : fallback;

/** The manager's own contract file (a scan or the company's text) instead of the generated document, while a draft. */
export const ContractFileUpload = ({
  kind,
  contract,
}: {
  readonly kind: ContractKind;
  readonly contract: ManagerContract;
}) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canUpload = contract.allowedActions.includes('uploadDocument');

  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_BYTES) {
      setProblem(messageOf('errorSize', ''));
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const token = tokenStore.get();
      const response = await fetch(
        `/admin/api/${restSideOf(kind)}-document/upload?id=${encodeURIComponent(contract.id)}`,
        {
          method: 'POST',
          body,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        },
      );
      const payload = (await response.json().catch(() => null)) as { errors?: { code?: string }[] } | null;
      if (!response.ok) {
        setProblem(messageOf(payload?.errors?.[0]?.code ?? null, errorTextOf(payload)));
        return;
      }
      await queryClient.invalidateQueries({ queryKey: trpc.contract.pathKey() });
      notify({ kind: 'success', message: 'Document added successfully', requestPath: 'contract.upload' });
    } catch {
      setProblem('No connection to the server. Check the connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (!contract.document) return;
    try {
      await downloadFile(contract.document.url, contract.document.name);
    } catch (error) {
      notify({
        kind: 'error',
        message: error instanceof DownloadError ? error.message : 'Something went wrong',
        requestPath: 'contract.file',
      });
    }
  };

  return (
    <Stack gap="sm">
      {contract.document ? (
        <Text size="sm">
          Uploaded file:{' '}
          <Anchor component="button" type="button" onClick={() => void download()}>
            {contract.document.name}
          </Anchor>
          . It is what the signer signs (PDF, PNG and JPEG can be sent for signature).
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No file uploaded: the platform generates the document from the text and the companies&apos; details.
        </Text>
      )}
      {canUpload ? (
        <FileInput
          label={contract.document ? 'Replace the contract file' : 'Upload a contract file'}
          description={`pdf, doc, docx, xls, xlsx, png or jpg, at most ${MAX_MB} MB`}
          placeholder="Choose a file"
          // The input's placeholder is a text of its own here: it must read at AA contrast.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept={acceptOf('contract')}
          value={null}
          onChange={(file) => void upload(file)}
          disabled={busy}
          clearable={false}
          aria-busy={busy}
          maw={420}
        />
      ) : null}
      {problem ? (
        <Alert color="red" role="alert" title="The file was not uploaded">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
};
