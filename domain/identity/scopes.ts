import type { CompanyType } from './companyType';

/**
 * Every permission is a scope on the user. Agency and client users get the fixed set of their
 * company type; platform staff get the scopes of their staff role, which managers edit.
 */
export const platformScopes = [
  'user:impersonate',
  'specialist:moderate',
  'solution:moderate',
  'company:manage',
  'contract:manage',
  'candidate:manage',
  'blog:manage',
  'category:manage',
  'terms:manage',
  'staff:manage',
  'roles:manage',
  'excel:export',
  'file:read-any',
  'file:upload-any',
  'client-request:moderate',
] as const;

export const agencyScopes = [
  'specialist:manage-own',
  'solution:manage-own',
  'company:manage-own',
  'document:own',
  'request:respond',
  'act:own',
  'people:manage-own',
  'client-request:respond',
] as const;

export const clientScopes = [
  'cart:use',
  'request:create',
  'company:manage-own',
  'document:own',
  'candidate:view-own',
  'solution:request',
  'people:manage-own',
  'client-request:manage-own',
] as const;

export const allScopes = [...new Set([...platformScopes, ...agencyScopes, ...clientScopes])];
export type Scope = (typeof allScopes)[number];

export const isScope = (value: string): value is Scope => (allScopes as readonly string[]).includes(value);

export const companyScopes = (type: Exclude<CompanyType, 'platform'>): readonly Scope[] =>
  type === 'agency' ? agencyScopes : clientScopes;

export const hasScope = (user: { readonly scopes: readonly string[] }, scope: Scope): boolean =>
  user.scopes.includes(scope);
