import type { CompanyStore } from './companyPorts';
import { getCompanyInfo } from './queries/getCompanyInfo';

export const companyService = (deps: { store: CompanyStore }) => ({
  getAgencyInfo: getCompanyInfo(deps, 'agency'),
  getClientInfo: getCompanyInfo(deps, 'client'),
});
