import type { Result } from 'neverthrow';
import type { CompanyPerson, CompanyRole } from '../../domain/identity/companyPeople';
import type { Invitation } from '../../domain/identity/invitation';
import type { StaffAccess } from '../../domain/identity/roleHolders';
import type { OutgoingMail } from '../ports/mail';
import type { AuditEntry } from './identityPorts';

/** Persistence of people, invitations, staff and roles. Each change runs in one transaction with its audit row. */

export type PersonRecord = CompanyPerson & {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly createdAt: Date;
};

export type InvitationRecord = Invitation & {
  readonly id: string;
  readonly companyId: string;
  readonly companyName: string;
  readonly companyType: 'agency' | 'client' | 'platform';
  readonly email: string;
  readonly roleId: string;
  readonly roleTitle: string;
  readonly companyRole: CompanyRole | null;
  readonly invitedByName: string | null;
  readonly sentAt: Date;
};

export type EmployeeRecord = PersonRecord & {
  readonly companyId: string;
  readonly companyName: string;
  readonly companyType: 'agency' | 'client';
};

export type StaffRecord = {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly roleId: string;
  readonly roleTitle: string;
  readonly status: 'unverified' | 'active' | 'blocked';
  readonly createdAt: Date;
};

export type RoleRecord = {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly scopes: readonly string[];
  readonly builtIn: boolean;
  readonly holders: number;
};

export type NewInvitation = {
  readonly companyId: string;
  readonly email: string;
  /** The role the invited person gets: by id (staff) or by their role inside the company (colleagues). */
  readonly role: { readonly roleId: string } | { readonly companyRole: CompanyRole };
  readonly tokenHash: string;
  readonly expiresAt: Date;
  readonly mail: OutgoingMail;
  readonly audit: AuditEntry;
  readonly at: Date;
};

export type PeopleStore = {
  readonly listPeople: (companyId: string) => Promise<PersonRecord[]>;
  readonly listInvitations: (companyId: string) => Promise<InvitationRecord[]>;
  readonly findInvitation: (id: string) => Promise<InvitationRecord | null>;
  readonly findInvitationByToken: (tokenHash: string) => Promise<InvitationRecord | null>;
  /** A new invitation, or a fresh link for the open one of the same e-mail; refused when the e-mail has an account or the role is not the company's. */
  readonly createInvitation: (
    invitation: NewInvitation,
  ) => Promise<
    { readonly outcome: 'sent'; readonly invitationId: string } | { readonly outcome: 'email_taken' | 'role_not_found' }
  >;
  /** A new link and expiry for an open invitation; false when it was accepted or revoked meanwhile. */
  readonly renewInvitation: (renewal: {
    readonly id: string;
    readonly tokenHash: string;
    readonly expiresAt: Date;
    readonly mail: OutgoingMail;
    readonly audit: AuditEntry;
    readonly at: Date;
  }) => Promise<boolean>;
  readonly revokeInvitation: (revocation: {
    readonly id: string;
    readonly audit: AuditEntry;
    readonly at: Date;
  }) => Promise<boolean>;
  /** Creates the invited user (active: the link proved the mailbox) and uses the invitation, once. */
  readonly acceptInvitation: (acceptance: {
    readonly invitationId: string;
    readonly user: {
      readonly id: string;
      readonly passwordHash: string;
      readonly firstName: string;
      readonly lastName: string;
    };
    readonly at: Date;
  }) => Promise<'accepted' | 'email_taken' | 'not_open'>;
  /**
   * Changes the company's people under a lock on the company: `decide` gets them as they are and answers them as
   * they must be (or refuses); the store writes the difference, the details of one person, and the audit row.
   */
  readonly changePeople: <E>(change: {
    readonly companyId: string;
    readonly decide: (people: readonly CompanyPerson[]) => Result<readonly CompanyPerson[], E>;
    readonly details?: {
      readonly personId: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly email: string;
    };
    readonly audit: AuditEntry;
    readonly at: Date;
  }) => Promise<Result<'changed', E | 'email_taken'>>;
  readonly findEmployee: (id: string) => Promise<EmployeeRecord | null>;

  readonly listStaff: (query: {
    readonly companyId: string;
    readonly search: string;
    readonly offset: number;
    readonly limit: number;
  }) => Promise<{ items: StaffRecord[]; total: number }>;
  readonly findStaffMember: (companyId: string, id: string) => Promise<StaffRecord | null>;
  readonly listRoles: () => Promise<RoleRecord[]>;
  readonly findRole: (id: string) => Promise<RoleRecord | null>;
  /**
   * Changes roles and staff under one platform-wide lock: `decide` gets the access as it is and answers it as it
   * must be (or refuses); the store writes the difference, the title and description of `roleDetails`, and the audit row.
   */
  readonly changeAccess: <E>(change: {
    readonly companyId: string;
    readonly decide: (access: StaffAccess) => Result<StaffAccess, E>;
    readonly roleDetails?: { readonly id: string; readonly title: string; readonly description: string };
    readonly audit: AuditEntry;
    readonly at: Date;
  }) => Promise<Result<'changed', E | 'title_taken'>>;
};
