/** Where the login token lives: the seeds' storage prefix `auth.` and token prefix `_token.` for the `local` strategy. */
export const TOKEN_KEY = 'auth._token.local';

/** Why the token changed; a change made in another tab has no cause we can know. */
/** `expired`: a call was refused mid-session; `rejected`: the stored token was stale when the app started. */
export type TokenCause = 'login' | 'logout' | 'expired' | 'rejected' | 'otherTab';
export type TokenChange = { readonly token: string | null; readonly cause: TokenCause };
type Listener = (change: TokenChange) => void;

const listeners = new Set<Listener>();

const read = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

const write = (token: string | null): void => {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_KEY);
    else window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage can be disabled (private mode); the session then lasts as long as the tab.
  }
};

let current: string | null = typeof window === 'undefined' ? null : read();

const emit = (change: TokenChange): void => {
  for (const listener of listeners) listener(change);
};

if (typeof window !== 'undefined') {
  // The storage event fires only in the other tabs of the same origin: that is the cross-tab synchronisation.
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = read();
    if (token === current) return;
    current = token;
    emit({ token, cause: 'otherTab' });
  });
}

export const tokenStore = {
  get: (): string | null => current,
  set: (token: string): void => {
    current = token;
    write(token);
    emit({ token, cause: 'login' });
  },
  clear: (cause: 'logout' | 'expired' | 'rejected'): void => {
    if (current === null) return;
    current = null;
    write(null);
    emit({ token: null, cause });
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
