import { recallContract, voidContract, voidEnvelope } from './commands/closeContract';
import { replaceContractTemplate, uploadContractDocument } from './commands/contractFiles';
import { applyDocuSignStatus } from './commands/docusignStatus';
import { createContract, updateContract } from './commands/saveContract';
import { createNda, resendOwnSigningLink, resendSigningLink, sendForSignature } from './commands/sendForSignature';
import { countersign, signByLink } from './commands/signContract';
import { requestContract } from './commands/requestContract';
import type { ContractDeps } from './contractPorts';
import {
  readContractDocument,
  readSigningDocument,
  readSigningPage,
  readUploadedContractFile,
} from './queries/contractFiles';
import {
  basisDocuments,
  companiesForDocument,
  contractReference,
  contractsForExport,
  ndaInfo,
  paymentRequisitesOf,
  requestedSigner,
} from './queries/contractReference';
import { getContractForManager, getOwnContract, readContractAsOf, readContractHistory } from './queries/getContract';
import { contractStatusCounts, listContractsForManager, listOwnContracts } from './queries/listContracts';

export type CandidateParties = (candidateId: string) => Promise<{ clientId: string; agencyId: string } | null>;

export const contractService = (deps: ContractDeps, candidateParties: CandidateParties) => ({
  create: createContract(deps),
  update: updateContract(deps),
  upload: uploadContractDocument(deps),
  replaceTemplate: replaceContractTemplate(deps),
  send: sendForSignature(deps),
  resend: resendSigningLink(deps),
  resendOwn: resendOwnSigningLink(deps),
  recall: recallContract(deps),
  void: voidContract(deps),
  voidEnvelope: voidEnvelope(deps),
  countersign: countersign(deps),
  signByLink: signByLink(deps),
  createNda: createNda(deps),
  applyDocuSignStatus: applyDocuSignStatus(deps),
  requestContract: requestContract(deps),
  listForManager: listContractsForManager(deps),
  listOwn: listOwnContracts(deps),
  statusCounts: contractStatusCounts(deps),
  getForManager: getContractForManager(deps),
  getOwn: getOwnContract(deps),
  history: readContractHistory(deps),
  asOf: readContractAsOf(deps),
  document: readContractDocument(deps),
  uploadedFile: readUploadedContractFile(deps),
  signingPage: readSigningPage(deps),
  signingDocument: readSigningDocument(deps),
  reference: contractReference(deps),
  paymentRequisites: paymentRequisitesOf(deps),
  requestedSigner: requestedSigner(deps),
  companiesForDocument: companiesForDocument(deps),
  ndaInfo: ndaInfo(deps),
  basisDocuments: basisDocuments(deps, candidateParties),
  forExport: contractsForExport(deps),
});
export type ContractService = ReturnType<typeof contractService>;
