import type { IncomingHttpHeaders } from 'node:http';

export type ScreenHint = 'narrow' | 'wide';

/** Phones name themselves in their user agent: "Mobi" (Chrome, Firefox, Samsung, Opera on Android), iPhone, iPod. */
const PHONE_AGENT = /Mobi|iPhone|iPod|Windows Phone/i;

/**
 * The screen a page is rendered for (web/src/app/ssr/screenHint.tsx): `narrow` for a phone, else `wide`. Chromium
 * browsers say it in `Sec-CH-UA-Mobile`, sent with every request; the others in their user agent. A tablet is wide:
 * it shows the catalogue's sidebar. A wrong guess costs one re-render after hydration, not a wrong page.
 */
export const screenHintOf = (headers: IncomingHttpHeaders): ScreenHint => {
  const mobile = headers['sec-ch-ua-mobile'];
  if (mobile === '?1') return 'narrow';
  if (mobile === '?0') return 'wide';
  return PHONE_AGENT.test(headers['user-agent'] ?? '') ? 'narrow' : 'wide';
};

/** The request headers a server-rendered page's HTML depends on, for `Vary`. */
export const SCREEN_HINT_HEADERS = 'Sec-CH-UA-Mobile, User-Agent';
