import fc from 'fast-check';
import { describe, it } from 'vitest';
import { companyService } from '../../application/company/companyService';
import type { CompanyRecord, CompanyStore } from '../../application/company/companyPorts';
import type { Actor } from '../../application/shared/actor';
import { agencyScopes, clientScopes, platformScopes } from '../../domain/identity/scopes';

/** Whatever the caller and the id asked for, a company's profile and card reach only that company and staff who manage companies. */
const companyIds = [
  '00000000-0000-4000-8000-00000000000a',
  '00000000-0000-4000-8000-00000000000b',
  '00000000-0000-4000-8000-00000000000c',
  '00000000-0000-4000-8000-00000000000d',
];
const companies: CompanyRecord[] = companyIds.map((id, i) => ({
  id,
  name: `Company ${i}`,
  type: i % 2 ? 'client' : 'agency',
  legalName: null,
  countryCode: null,
  countryName: null,
  city: null,
  legalAddress: null,
  postalAddress: null,
  website: null,
  logoId: null,
  registrationNumber: null,
  taxNumber: null,
  employeesCount: null,
  description: null,
  vat: { kind: 'unknown' },
  version: 0,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  paymentDetails: [],
}));
const find = (id: string) => companies.find((c) => c.id === id) ?? null;
const store = {
  findCompany: async (id: string) => {
    const c = find(id);
    return c ? { ...c, personalManager: null, employees: 1 } : null;
  },
  findProfile: async (id: string) => find(id),
  lastChange: async () => null,
} as unknown as CompanyStore;
const service = companyService({
  store,
  reference: { countryExists: async () => true, enumerationIds: async () => [], filesOf: async () => new Map() },
  clock: { now: () => new Date(0) },
  newId: () => 'x',
});

const actor = fc
  .record({
    companyIndex: fc.nat(companyIds.length - 1),
    staff: fc.boolean(),
    staffScopes: fc.subarray([...platformScopes]),
  })
  .map(({ companyIndex, staff, staffScopes }): Actor => {
    const company = companies[companyIndex] as CompanyRecord;
    return staff
      ? {
          userId: 'u',
          companyId: 'platform',
          companyType: 'platform',
          role: 'manager',
          scopes: staffScopes,
          sessionId: 's',
          emulatedBy: null,
        }
      : {
          userId: 'u',
          companyId: company.id,
          companyType: company.type,
          role: company.type === 'agency' ? 'partner' : 'client',
          scopes: company.type === 'agency' ? [...agencyScopes] : [...clientScopes],
          sessionId: 's',
          emulatedBy: null,
        };
  });

const paths = [
  'agencyInfo',
  'clientInfo',
  'agencyProfile',
  'clientProfile',
  'anyProfile',
  'backOfficeAgency',
  'backOfficeClient',
] as const;
const call = (path: (typeof paths)[number], caller: Actor, id: string) =>
  ({
    agencyInfo: () => service.getAgencyInfo(caller, { id }),
    clientInfo: () => service.getClientInfo(caller, { id }),
    agencyProfile: () => service.getAgencyProfile(caller, { id }),
    clientProfile: () => service.getClientProfile(caller, { id }),
    anyProfile: () => service.getProfile(caller, { id }),
    backOfficeAgency: () => service.backOffice.agencyInfo(caller, { id }),
    backOfficeClient: () => service.backOffice.clientInfo(caller, { id }),
  })[path]();
const kindOf = (path: (typeof paths)[number]) =>
  path.toLowerCase().includes('agency') ? 'agency' : path.toLowerCase().includes('client') ? 'client' : null;

describe('company profiles and cards', () => {
  it('are read only by their own company (personal paths) or by staff holding company:manage, and only on the path of their kind', async () => {
    await fc.assert(
      fc.asyncProperty(actor, fc.constantFrom(...companyIds), fc.constantFrom(...paths), async (caller, id, path) => {
        const result = await call(path, caller, id);
        const manages = caller.scopes.includes('company:manage');
        const kind = kindOf(path);
        const company = find(id) as CompanyRecord;
        const rightKind = kind === null || company.type === kind;
        const expected = path.startsWith('backOffice')
          ? manages
            ? rightKind
              ? 'ok'
              : 'not_found'
            : 'forbidden'
          : manages
            ? rightKind
              ? 'ok'
              : 'not_found'
            : caller.companyType === 'platform'
              ? 'forbidden'
              : caller.companyId === id && rightKind
                ? 'ok'
                : 'not_found';
        return result.isOk() ? expected === 'ok' && result.value.id === id : result.error.kind === expected;
      }),
    );
  });

  it('a manager reading a profile gets the manager fields; the own company never does', async () => {
    await fc.assert(
      fc.asyncProperty(actor, async (caller) => {
        const id = caller.companyType === 'platform' ? (companyIds[0] as string) : caller.companyId;
        const result = await service.getProfile(caller, { id });
        if (result.isErr()) return caller.companyType === 'platform' && !caller.scopes.includes('company:manage');
        return caller.scopes.includes('company:manage') === 'updatedBy' in result.value;
      }),
    );
  });
});
