import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endHydration, isHydrating } from '../ssr/hydration';
import { httpStatusOf, useTRPC, useTRPCClient, type Profile } from '../trpc';
import { loginPathFor } from './postLoginTarget';
import { tokenStore, type TokenChange } from './tokenStore';

export type SessionStatus = 'loading' | 'guest' | 'authenticated' | 'unavailable';

export type Session = {
  readonly status: SessionStatus;
  readonly profile: Profile | null;
  /** Why the profile could not be loaded when the status is `unavailable`. */
  readonly error: unknown;
  readonly logIn: (token: string) => void;
  readonly logOut: () => Promise<void>;
  /** After impersonation starts or stops: the same token now acts as someone else. */
  readonly switchIdentity: (landingPath: string) => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

const PROFILE_STALE_MS = 60_000;

/**
 * Logged in means a loaded profile. Owns what happens when the token changes, here or in
 * another tab: the cache of the previous user is dropped and the user lands where the seeds say.
 */
export const SessionProvider = ({ children }: { readonly children: ReactNode }) => {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // A server-rendered page hydrates as the visitor the server saw; the stored session joins right after.
  const [token, setToken] = useState(() => (isHydrating() ? null : tokenStore.get()));
  useEffect(() => {
    if (!isHydrating()) return;
    endHydration();
    setToken(tokenStore.get());
  }, []);
  const here = location.pathname + location.search;
  const currentPath = useRef(here);
  currentPath.current = here;

  // After a logout the app leaves the private page; until it has arrived, guards wait instead of redirecting from the old page.
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useEffect(() => {
    if (leavingTo !== null && here === leavingTo) setLeavingTo(null);
  }, [here, leavingTo]);

  useEffect(
    () =>
      tokenStore.subscribe(({ token: next, cause }: TokenChange) => {
        setToken(next);
        queryClient.clear();
        if (next !== null) return;
        const target = cause === 'expired' ? loginPathFor(currentPath.current) : cause === 'rejected' ? null : '/';
        if (target === null) return;
        setLeavingTo(target);
        void navigate(target, { replace: true });
      }),
    [navigate, queryClient],
  );

  const profileQuery = useQuery({
    ...trpc.identity.profile.queryOptions(),
    enabled: token !== null,
    retry: false,
    staleTime: PROFILE_STALE_MS,
  });

  const profileStatus = profileQuery.error ? httpStatusOf(profileQuery.error) : null;
  useEffect(() => {
    // A token the server no longer knows (expired, revoked) just makes this visitor a guest.
    if (profileStatus === 401) tokenStore.clear('rejected');
  }, [profileStatus]);

  const logIn = useCallback((newToken: string) => tokenStore.set(newToken), []);

  const logOut = useCallback(async () => {
    try {
      await client.identity.logout.mutate();
    } catch {
      // The token is dropped here whatever the server says: logging out must always work.
    }
    tokenStore.clear('logout');
  }, [client]);

  const switchIdentity = useCallback(
    async (landingPath: string) => {
      const profile = await client.identity.profile.query();
      const profileKey = trpc.identity.profile.queryKey();
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(profileKey) });
      navigate(landingPath);
      queryClient.setQueryData(profileKey, profile);
    },
    [client, navigate, queryClient, trpc],
  );

  const session = useMemo<Session>(() => {
    const profile = token !== null ? (profileQuery.data ?? null) : null;
    const status: SessionStatus =
      leavingTo !== null
        ? 'loading'
        : token === null
          ? 'guest'
          : profile
            ? 'authenticated'
            : profileQuery.isError
              ? profileStatus === 401
                ? 'guest'
                : 'unavailable'
              : 'loading';
    return { status, profile, error: profileQuery.error, logIn, logOut, switchIdentity };
  }, [
    leavingTo,
    token,
    profileQuery.data,
    profileQuery.isError,
    profileQuery.error,
    profileStatus,
    logIn,
    logOut,
    switchIdentity,
  ]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
};

export const useSession = (): Session => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the SessionProvider');
  return session;
};
