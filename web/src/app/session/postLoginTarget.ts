import { isSafeLocalPath } from '../../../../domain/identity/localPath';

/**
 * Each role's home after login. A manager goes straight to the manager's area: going through /pa first showed the
 * personal area's layout for a moment and then replaced it (and anything opened in its header, such as the bell).
 */
export const homeAfterLoginOf = (role: string): string => (role === 'manager' ? '/manager' : '/pa');
export const REDIRECT_PARAM = 'redirect';

/** Where to go after login: the saved path only when it is a safe local one, else the role's home. */
export const postLoginTargetOf = (search: string, role: string): string => {
  const wanted = new URLSearchParams(search).get(REDIRECT_PARAM);
  return wanted && isSafeLocalPath(wanted) ? wanted : homeAfterLoginOf(role);
};

/** The login page that brings the visitor back to `path` afterwards, if that path is safe to return to. */
export const loginPathFor = (path: string): string =>
  isSafeLocalPath(path) && path !== '/' ? `/login?${REDIRECT_PARAM}=${encodeURIComponent(path)}` : '/login';
