import { deletePaymentInfo, savePaymentInfo } from './commands/paymentInfo';
import { updateCompanyProfile } from './commands/updateCompanyProfile';
import type { CompanyDeps } from './companyPorts';
import { getAgencyDashboard } from './queries/getAgencyDashboard';
import { getCompanyInfo } from './queries/getCompanyInfo';
import { getCompanyProfile } from './queries/getCompanyProfile';
import { getVatRate } from './queries/getVatRate';
import { readCompanyHistory } from './queries/readCompanyHistory';

/**
 * The company profile's use cases. Each path of the seeds names the kind of company it serves (`agency`, `client`;
 * tRPC serves either) and its audience: the personal area (own company, or staff with `company:manage`) or the back
 * office (staff with `company:manage` only). The same functions serve every path.
 */
export const companyService = (deps: CompanyDeps) => ({
  getAgencyInfo: getCompanyInfo(deps, 'agency'),
  getClientInfo: getCompanyInfo(deps, 'client'),
  getAgencyProfile: getCompanyProfile(deps, 'agency'),
  getClientProfile: getCompanyProfile(deps, 'client'),
  getProfile: getCompanyProfile(deps, null),
  updateAgency: updateCompanyProfile(deps, 'agency'),
  updateClient: updateCompanyProfile(deps, 'client'),
  updateProfile: updateCompanyProfile(deps, null),
  agencyVatRate: getVatRate(deps, 'agency'),
  clientVatRate: getVatRate(deps, 'client'),
  vatRate: getVatRate(deps, null),
  saveAgencyPaymentInfo: savePaymentInfo(deps, 'agency'),
  saveClientPaymentInfo: savePaymentInfo(deps, 'client'),
  savePaymentInfo: savePaymentInfo(deps, null),
  deleteAgencyPaymentInfo: deletePaymentInfo(deps, 'agency'),
  deleteClientPaymentInfo: deletePaymentInfo(deps, 'client'),
  deletePaymentInfo: deletePaymentInfo(deps, null),
  agencyDashboard: getAgencyDashboard(deps),
  backOffice: {
    agencyInfo: getCompanyProfile(deps, 'agency', 'backOffice'),
    clientInfo: getCompanyProfile(deps, 'client', 'backOffice'),
    updateAgency: updateCompanyProfile(deps, 'agency', 'backOffice'),
    updateClient: updateCompanyProfile(deps, 'client', 'backOffice'),
    saveAgencyPaymentInfo: savePaymentInfo(deps, 'agency', 'backOffice'),
    saveClientPaymentInfo: savePaymentInfo(deps, 'client', 'backOffice'),
    deleteAgencyPaymentInfo: deletePaymentInfo(deps, 'agency', 'backOffice'),
    deleteClientPaymentInfo: deletePaymentInfo(deps, 'client', 'backOffice'),
    agencyHistory: readCompanyHistory(deps, 'agency'),
    clientHistory: readCompanyHistory(deps, 'client'),
    history: readCompanyHistory(deps, null),
  },
});
export type CompanyService = ReturnType<typeof companyService>;
