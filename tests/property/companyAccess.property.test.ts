import fc from 'fast-check';
import { describe, it } from 'vitest';
import { companyService } from '../../application/company/companyService';
import type { CompanyInfo } from '../../application/company/companyPorts';
import type { Actor } from '../../application/shared/actor';
import { agencyScopes, clientScopes, platformScopes } from '../../domain/identity/scopes';

/** Whatever the caller and the id asked for, a company's card reaches only that company and staff who manage companies. */
const companyIds = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000c', '00000000-0000-4000-8000-00000000000d'];
const companies: CompanyInfo[] = companyIds.map((id, i) => ({ id, name: `Company ${i}`, type: i % 2 ? 'client' : 'agency', createdAt: new Date(0), personalManager: null, employees: 1 }));
const service = companyService({ store: { findCompany: async (id) => companies.find((c) => c.id === id) ?? null } });

const actor = fc
  .record({
    companyIndex: fc.nat(companyIds.length - 1),
    staff: fc.boolean(),
    staffScopes: fc.subarray([...platformScopes]),
  })
  .map(({ companyIndex, staff, staffScopes }): Actor => {
    const company = companies[companyIndex] as CompanyInfo;
    return staff
      ? { userId: 'u', companyId: 'platform', companyType: 'platform', role: 'manager', scopes: staffScopes, sessionId: 's', emulatedBy: null }
      : { userId: 'u', companyId: company.id, companyType: company.type, role: company.type === 'agency' ? 'partner' : 'client', scopes: company.type === 'agency' ? [...agencyScopes] : [...clientScopes], sessionId: 's', emulatedBy: null };
  });

describe('company cards', () => {
  it('are read only by their own company or by staff holding company:manage', async () => {
    await fc.assert(
      fc.asyncProperty(actor, fc.constantFrom(...companyIds), fc.constantFrom('agency' as const, 'client' as const), async (caller, id, path) => {
        const result = await (path === 'agency' ? service.getAgencyInfo : service.getClientInfo)(caller, { id });
        if (result.isErr()) return true;
        const allowed = caller.companyId === id || caller.scopes.includes('company:manage');
        return allowed && result.value.id === id && result.value.type === path;
      }),
    );
  });

  it('are always readable by their own company', async () => {
    await fc.assert(
      fc.asyncProperty(actor.filter((a) => a.companyType !== 'platform'), async (caller) => {
        const own = companies.find((c) => c.id === caller.companyId) as CompanyInfo;
        const result = await (own.type === 'agency' ? service.getAgencyInfo : service.getClientInfo)(caller, { id: own.id });
        return result.isOk() && result.value.id === own.id;
      }),
    );
  });
});
