import type { PersonRef } from '../identity/identityPorts';

export type CompanyInfo = {
  readonly id: string;
  readonly name: string;
  readonly type: 'agency' | 'client';
  readonly createdAt: Date;
  readonly personalManager: PersonRef | null;
  readonly employees: number;
};

export type CompanyStore = {
  readonly findCompany: (id: string) => Promise<CompanyInfo | null>;
};
