/** Path parts and query values that are secrets: verification codes, reset links, tokens. */
const secretPaths: readonly RegExp[] = [/(\/verify-email\/[^/?#]+\/)[^/?#]+/, /(\/reset-password\/)[^/?#]+/];
const secretQueryKeys = /^(code|token|slug|password|key|signature)$/i;
const redacted = '[redacted]';

/** The address as the request log writes it: a reset or verification link in a log would open the account. */
export const redactedUrl = (url: string): string => {
  const [pathPart = '', query] = url.split('?', 2) as [string, string | undefined];
  const safePath = secretPaths.reduce((current, pattern) => current.replace(pattern, (_whole, kept: string) => `${kept}${redacted}`), pathPart);
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (secretQueryKeys.test(key)) params.set(key, redacted);
  return `${safePath}?${params.toString()}`;
};
