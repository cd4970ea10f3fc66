import { escapeHtml } from '../../domain/content/renderHtml';
import type { OutgoingMail } from '../ports/mail';
import type { SearchMatch } from './savedSearchPorts';

/** The page where a person stops a search's alerts, signed out; and the address mail clients POST to (RFC 8058). */
export const unsubscribePage = (token: string) => `/saved-search/unsubscribe/${token}`;
export const unsubscribeEndpoint = (token: string) => `/api/saved-search/unsubscribe/${token}`;

/**
 * The daily digest of one saved search: the new specialists, each linked to its page, the search itself, and a
 * one-click unsubscribe as a link and as the `List-Unsubscribe` headers of RFC 8058.
 */
export const digestMail = (
  to: string,
  search: { readonly title: string; readonly query: string },
  matches: readonly SearchMatch[],
  token: string,
  appUrl: string,
): OutgoingMail => {
  const searchUrl = `${appUrl}/staff${search.query ? `?${search.query}` : ''}`;
  const stop = `${appUrl}${unsubscribePage(token)}`;
  const count = `${matches.length} new ${matches.length === 1 ? 'specialist matches' : 'specialists match'}`;
  const freed = (m: SearchMatch) => (m.freed ? ' (free again over your period)' : '');
  const lines = matches.map((m) => `${m.name}, ${m.specialization}${freed(m)}: ${appUrl}/specialist/${m.id}`);
  return {
    to,
    subject: `${count} your saved search ${search.title}`,
    text: [
      `${count} your saved search ${search.title}:`,
      '',
      ...lines,
      '',
      `Open the search: ${searchUrl}`,
      `Stop these e-mails: ${stop}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(`${count} your saved search ${search.title}:`)}</p>`,
      `<ul>${matches
        .map(
          (m) =>
            `<li><a href="${escapeHtml(`${appUrl}/specialist/${m.id}`)}">${escapeHtml(m.name)}</a>, ${escapeHtml(m.specialization)}${escapeHtml(freed(m))}</li>`,
        )
        .join('')}</ul>`,
      `<p><a href="${escapeHtml(searchUrl)}">Open the search</a></p>`,
      `<p><a href="${escapeHtml(stop)}">Stop these e-mails</a></p>`,
    ].join(''),
    unsubscribe: { url: `${appUrl}${unsubscribeEndpoint(token)}` },
  };
};

/**
 * The digest in the bell, written with its e-mail: how many new specialists match which search, linking to the
 * search's catalogue address (the e-mail names them).
 */
export const digestNotice = (
  search: { readonly title: string; readonly query: string },
  count: number,
): { readonly title: string; readonly body: string; readonly link: string } => ({
  title: `${count} new ${count === 1 ? 'specialist matches' : 'specialists match'} "${search.title}"`,
  body: `Published or newly free since your last digest. Open the search to see ${count === 1 ? 'them' : 'them all'}.`,
  link: `/staff${search.query ? `?${search.query}` : ''}`,
});
