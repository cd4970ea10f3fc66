/**
 * A post-login target must be a local path: no scheme, no host, no protocol-relative `//`.
 * Kept free of schemas: every page's first load checks it (web/src/app/session/postLoginTarget.ts).
 */
export const isSafeLocalPath = (path: string): boolean =>
  /^\/(?![/\\])[\w\-./?=&%#~+,:@]*$/.test(path) && !path.includes('..');
