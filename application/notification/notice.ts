import type { OutgoingMail } from '../ports/mail';

/** What the header's notification centre shows of one e-mail: its subject, what it says, and the page it links to. */
export type Notice = { readonly title: string; readonly body: string; readonly link: string };

export const NOTICE_TITLE_MAX = 300;
export const NOTICE_BODY_MAX = 2000;

const greeting = /^(hello|hi|dear)\b[^.]*[,!]$/i;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cut = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * The notification of an e-mail to a platform user, read from the e-mail itself, so that which events notify whom
 * and what they say is decided once, by each area's mail function (event in, mails out): the title is the subject,
 * the body the mail's sentences without the greeting and the action line, the link the first address of this
 * application the mail names, as a path. A mail that links nowhere in the application gets none (null): a notification
 * always leads to the page where the user acts.
 */
export const noticeOfMail = (mail: OutgoingMail, appUrl: string): Notice | null => {
  const base = appUrl.replace(/\/+$/, '');
  const address = new RegExp(`${escapeRegExp(base)}(/[^\\s"'<>]*)`);
  const lines = mail.text.split('\n');
  let link: string | null = null;
  const body: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    const found = address.exec(line);
    if (found) {
      link ??= found[1] ?? null;
      // The action line ('Open the request: https://…') is the link itself; a sentence that names an address stays.
      if (line.endsWith(found[0]) && line.length - found[0].length <= 60) continue;
    }
    if (line === '' || greeting.test(line)) continue;
    body.push(line);
  }
  if (!link || link.startsWith('//')) return null;
  // The mail's lines read as one paragraph: a line that ends without a stop (a typed comment) gets one.
  const sentences = body.map((line) => (/[.!?:…)"]$/.test(line) ? line : `${line}.`));
  return { title: cut(mail.subject, NOTICE_TITLE_MAX), body: cut(sentences.join(' '), NOTICE_BODY_MAX), link };
};
