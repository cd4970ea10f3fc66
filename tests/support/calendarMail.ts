import ICAL from 'ical.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './smtpSink';
import { startTestApp, type TestApp } from './testApp';
import { manualClock } from './testClock';

/** Decodes a MIME part's body as its Content-Transfer-Encoding says. */
const decodePart = (headers: string, body: string): string => {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

/** The first part of a raw message whose Content-Type starts with `type`, decoded, with its Content-Type header. */
const partOf = (raw: string, type: string): { contentType: string; body: string } | null => {
  const unstuffed = raw.replace(/\r\n\.\./g, '\r\n.');
  for (const part of unstuffed.split(/\r\n--[^\r\n]+\r\n/)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    const contentType = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? '';
    if (!contentType.toLowerCase().startsWith(type)) continue;
    const body = part.slice(split + 4).split(/\r\n--/)[0] ?? '';
    return { contentType, body: decodePart(headers, body) };
  }
  return null;
};

/** The text/calendar part of a raw message as it arrived over SMTP, with its Content-Type header. */
export const calendarPartOf = (raw: string): { contentType: string; ics: string } | null => {
  const part = partOf(raw, 'text/calendar');
  return part ? { contentType: part.contentType, ics: part.body } : null;
};

/** The plain-text body of a raw message as it arrived over SMTP, decoded. */
export const plainTextOf = (mail: ReceivedMail): string => partOf(mail.data, 'text/plain')?.body ?? '';

/** An iCalendar text parsed by ical.js: its METHOD, its VEVENT and the event it describes. */
export const parsedInvitation = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { method: calendar.getFirstPropertyValue('method'), vevent, event: new ICAL.Event(vevent) };
};

/** The first mail to `to` whose subject (or body) matches, waiting up to ten seconds for the worker to send it. */
export const mailTo = async (sink: SmtpSink, to: string, subject: RegExp): Promise<ReceivedMail> => {
  for (let i = 0; i < 200; i += 1) {
    const found = sink.received.find(
      (m) => m.to.some((t) => t.includes(to)) && subject.test(m.data.replace(/\r\n[ \t]/g, ' ')),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
};

/** The parsed invitation a mail carries, with its part's Content-Type. */
export const invitationIn = (mail: ReceivedMail) => {
  const part = calendarPartOf(mail.data);
  if (!part) throw new Error('the mail carries no text/calendar part');
  return { contentType: part.contentType, ics: part.ics, ...parsedInvitation(part.ics) };
};

/**
 * An app on the test's manual clock whose mail leaves over SMTP to a sink the test reads (what really left the
 * processes), with the demo client, agency and manager signed in; `stop` ends the app, then the sink.
 */
export const startMailedApp = async () => {
  const sink = await startSmtpSink();
  const app: TestApp = await startTestApp({
    clock: manualClock(),
    env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
  });
  const stop = async () => {
    await app.stop();
    await sink.stop();
  };
  return { app, sink, ...(await app.demoTokens()), stop };
};
