import { PdfDownloadButton } from '../../kit/files/PdfDownloadButton';

/** Downloads an act's PDF (the invoice or the act) under its file name, through the kit's PDF download. */
export const ActPdfButton = ({
  url,
  label,
  fileName,
}: {
  readonly url: string;
  readonly label: string;
  readonly fileName: string;
}) => <PdfDownloadButton url={url} label={label} fileName={fileName} requestPath="act.document" />;
