import { Resolver } from 'node:dns/promises';
import type { TxtLookup } from '../../application/identity/sso/ssoPorts';

/**
 * TXT records through node's resolver; `server` (SSO_DNS_RESOLVER, `host:port`) sends the questions to that server
 * instead of the system's (tests serve their own zone). A name without records answers an empty list.
 */
export const dnsTxtLookup = (server: string | null): TxtLookup => {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (server) resolver.setServers([server]);
  return async (name) => {
    try {
      return await resolver.resolveTxt(name);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
      throw e;
    }
  };
};
