import type { Result } from 'neverthrow';
import type { PaymentDetail } from '../../domain/company/paymentDetails';
import type { VatStatus } from '../../domain/company/vat';
import type { Clock } from '../ports/clock';
import type { PersonRef } from '../identity/identityPorts';
import type { CompanyFiles } from '../moderation/moderationPorts';
import type { AppError } from '../shared/appError';

export type CompanyKind = 'agency' | 'client';

export type CompanyInfo = {
  readonly id: string;
  readonly name: string;
  readonly type: CompanyKind;
  readonly createdAt: Date;
  readonly countryCode: string | null;
  readonly website: string | null;
  readonly logoId: string | null;
  readonly personalManager: PersonRef | null;
  readonly employees: number;
};

/** The main data of a profile as stored. */
export type CompanyMainData = {
  readonly name: string;
  readonly legalName: string | null;
  readonly countryCode: string | null;
  readonly city: string | null;
  readonly legalAddress: string | null;
  readonly postalAddress: string | null;
  readonly website: string | null;
  readonly logoId: string | null;
  readonly registrationNumber: string | null;
  readonly taxNumber: string | null;
  readonly employeesCount: string | null;
  readonly description: string | null;
  readonly vat: VatStatus;
};

export type CompanyRecord = CompanyMainData & {
  readonly id: string;
  readonly type: CompanyKind;
  readonly countryName: string | null;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly paymentDetails: readonly PaymentDetail[];
};

/** Who made a change, and the manager acting as them: every change of a plain table is written to `audit_log` with it. */
export type ChangeAuthor = { readonly actorId: string; readonly emulatedBy: string | null; readonly at: Date };

export type AuditRecord = {
  readonly id: string;
  readonly action: string;
  readonly at: Date;
  readonly actor: PersonRef | null;
  readonly emulatedBy: PersonRef | null;
  readonly details: Record<string, unknown>;
};

/** A change of the payment entries, decided on the entries as they are under the company's lock. */
export type PaymentDecision = Result<
  {
    readonly next: readonly PaymentDetail[];
    readonly audit: { readonly action: string; readonly details: Record<string, unknown> };
  },
  AppError
>;

export type CompanyStore = {
  readonly findCompany: (id: string) => Promise<CompanyInfo | null>;
  readonly findProfile: (id: string) => Promise<CompanyRecord | null>;
  /**
   * Writes the main data and its audit row in one transaction, if the profile is still at `expectedVersion`
   * (any version when undefined); 'conflict' otherwise.
   */
  readonly updateProfile: (
    id: string,
    data: CompanyMainData,
    audit: { readonly details: Record<string, unknown> },
    author: ChangeAuthor,
    expectedVersion: number | undefined,
  ) => Promise<'updated' | 'conflict' | 'missing'>;
  /** The company that owns a payment entry, if it exists. */
  readonly companyOfPaymentDetail: (paymentDetailId: string) => Promise<string | null>;
  /**
   * Locks the company, reads its entries, lets `change` decide the new list and writes the difference with one
   * audit row, in one transaction. Null when the company does not exist.
   */
  readonly changePaymentDetails: (
    companyId: string,
    change: (current: readonly PaymentDetail[]) => PaymentDecision,
    author: ChangeAuthor,
  ) => Promise<PaymentDecision | null>;
  readonly lastChange: (
    companyId: string,
  ) => Promise<{ readonly actor: PersonRef | null; readonly emulatedBy: PersonRef | null; readonly at: Date } | null>;
  readonly history: (
    companyId: string,
    page: { page: number; count: number },
  ) => Promise<{ items: AuditRecord[]; total: number }>;
  readonly dashboardCounts: (
    agencyId: string,
    waitingStatuses: readonly string[],
  ) => Promise<{
    readonly specialists: { total: number; published: number; firstId: string | null };
    readonly solutions: { total: number; published: number; firstId: string | null };
    readonly waitingRequests: number;
  }>;
};

/** Reference facts a profile is checked against. */
export type CompanyReference = {
  readonly countryExists: (code: string) => Promise<boolean>;
  readonly enumerationIds: (type: 'EmployeesCount' | 'WithoutVATArticle') => Promise<readonly string[]>;
  readonly filesOf: CompanyFiles;
};

export type CompanyDeps = {
  readonly store: CompanyStore;
  readonly reference: CompanyReference;
  readonly clock: Clock;
  readonly newId: () => string;
};
