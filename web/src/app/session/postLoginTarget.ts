import { isSafeLocalPath } from '../../../../domain/identity/localPath';

export const HOME_AFTER_LOGIN = '/pa';
export const REDIRECT_PARAM = 'redirect';

/** Where to go after login: the saved path only when it is a safe local one. */
export const postLoginTargetOf = (search: string): string => {
  const wanted = new URLSearchParams(search).get(REDIRECT_PARAM);
  return wanted && isSafeLocalPath(wanted) ? wanted : HOME_AFTER_LOGIN;
};

/** The login page that brings the visitor back to `path` afterwards, if that path is safe to return to. */
export const loginPathFor = (path: string): string =>
  isSafeLocalPath(path) && path !== '/' ? `/login?${REDIRECT_PARAM}=${encodeURIComponent(path)}` : '/login';
