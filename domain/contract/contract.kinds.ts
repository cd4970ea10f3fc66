/**
 * Reference data of contracts: the kinds of document and of contract a manager picks from. Codes are stable (they
 * live in events); titles are what the screens and the PDF show.
 */
export const contractKinds = ['client', 'partner'] as const;
export type ContractKind = (typeof contractKinds)[number];

export const documentTypes = [
  { code: 'contract', title: 'Contract', kinds: ['client', 'partner'] },
  { code: 'nda', title: 'Non-disclosure agreement', kinds: ['partner', 'client'] },
  { code: 'supplementary_agreement', title: 'Supplementary agreement', kinds: ['client', 'partner'] },
  { code: 'dpa', title: 'Data processing agreement', kinds: ['client'] },
] as const satisfies readonly { code: string; title: string; kinds: readonly ContractKind[] }[];
export type DocumentTypeCode = (typeof documentTypes)[number]['code'];

export const contractTypes = [
  { code: 'staff_augmentation', title: 'Staff augmentation framework agreement', kinds: ['client', 'partner'] },
  { code: 'team_rental', title: 'Dedicated team agreement', kinds: ['client', 'partner'] },
  { code: 'solution_delivery', title: 'Software solution delivery', kinds: ['client', 'partner'] },
  { code: 'partnership', title: 'Partnership agreement', kinds: ['partner'] },
] as const satisfies readonly { code: string; title: string; kinds: readonly ContractKind[] }[];
export type ContractTypeCode = (typeof contractTypes)[number]['code'];

export const documentTypeCodes = documentTypes.map((t) => t.code) as [DocumentTypeCode, ...DocumentTypeCode[]];
export const contractTypeCodes = contractTypes.map((t) => t.code) as [ContractTypeCode, ...ContractTypeCode[]];

export const documentTypeTitle = (code: string): string => documentTypes.find((t) => t.code === code)?.title ?? code;
export const contractTypeTitle = (code: string): string => contractTypes.find((t) => t.code === code)?.title ?? code;

/**
 * The document's one name, on every screen, e-mail and PDF: a contract is named by its contract type ('Staff
 * augmentation framework agreement'), any other document by its document type ('Non-disclosure agreement').
 */
export const documentTitleOf = (documentType: string, contractType: string): string =>
  documentType === 'contract' ? contractTypeTitle(contractType) : documentTypeTitle(documentType);

/** The NDA an agency asks for itself. */
export const NDA_TERMS = { documentType: 'nda', contractType: 'partnership' } as const satisfies {
  documentType: DocumentTypeCode;
  contractType: ContractTypeCode;
};
