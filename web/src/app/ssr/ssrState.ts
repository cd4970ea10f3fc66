import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON script in which the server sends the page's query answers (adapters/http/ssr/serverRenderer.ts). */
export const SSR_STATE_ID = '__RQ_STATE__';

/** The query answers the server rendered this page with; undefined for a page the browser renders itself. */
export const readServerState = (): DehydratedState | undefined => {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
};
