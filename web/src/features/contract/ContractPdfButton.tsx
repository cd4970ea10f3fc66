import type { ButtonProps } from '@mantine/core';
import { PdfDownloadButton } from '../../kit/files/PdfDownloadButton';
import type { OwnContract } from './ownContractList';

type ContractPdfButtonProps = ButtonProps & {
  readonly contract: Pick<OwnContract, 'documentUrl' | 'number' | 'title' | 'status'>;
};

/** 'Download signed PDF' once both sides signed, else 'Download PDF': saved under the document's name and number. */
export const ContractPdfButton = ({ contract, ...buttonProps }: ContractPdfButtonProps) => {
  if (!contract.documentUrl) return null;
  const signed = contract.status === 'signed';
  const label = signed ? 'Download signed PDF' : 'Download PDF';
  return (
    <PdfDownloadButton
      {...buttonProps}
      url={contract.documentUrl}
      fileName={`${contract.title} ${contract.number}${signed ? ' signed' : ''}.pdf`}
      label={label}
      accessibleName={`${label} of contract ${contract.number}`}
      requestPath="contract.document"
    />
  );
};
