/**
 * The contact masker: contact details a client and an agency could use to deal around the platform are replaced on
 * delivery. What it masks, in this order: messenger links and schemes (t.me/, wa.me/, tg:, skype:...), e-mail
 * addresses, written-out addresses ("name at domain dot com", "name [at] domain [dot] com"), links (http, www., a
 * bare domain with a common top-level domain, "site dot com"), handles (@name), phone numbers (7 to 15 digits, with
 * any spaces, dashes, dots or brackets between them, "5 5 5 1 2 3 4 5 6 7" included). What it leaves: version
 * numbers and addresses of dotted groups of at most three digits (1.2.3, 10.0.0.1), dates (2026-12-07, 07.12.2026,
 * 7/12/26), year ranges (2019-2024), amounts next to a currency or a unit (1 200 000 EUR, $1,500, 1200-1600 hours),
 * times (09:00-18:00).
 */
export const maskKinds = ['email', 'phone', 'messenger', 'link'] as const;
export type MaskKind = (typeof maskKinds)[number];

export type MaskedText = {
  readonly text: string;
  /** The kinds of contact found, each once, in the order of `maskKinds`; empty when nothing was masked. */
  readonly kinds: readonly MaskKind[];
};

export const maskPlaceholder: { readonly [Kind in MaskKind]: string } = {
  email: '[e-mail hidden]',
  phone: '[phone hidden]',
  messenger: '[messenger hidden]',
  link: '[link hidden]',
};

/** Top-level domains a bare "name.tld" is read as a site with (lowercase only: "ASP.NET" is a framework). */
const TLDS =
  'com|net|org|io|dev|me|app|site|online|xyz|info|biz|pro|tech|ai|co|us|uk|eu|de|fr|es|it|nl|pl|ru|ua|by|kz|ca|au|in|ch|se|no|fi|dk|cz|pt|ro|tv|cc|link|page|blog|email|website|space|store|studio|digital|world|live|one';

const MESSENGER_LINK =
  /(?<![\w.@/-])(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me|telegram\.dog|wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|m\.me|signal\.me|signal\.group|discord\.gg|discord\.com\/users|vk\.me|viber\.click|join\.skype\.com|line\.me)\b\/?[^\s<>()]*/gi;
const MESSENGER_SCHEME = /\b(?:tg|skype|viber|whatsapp|sgnl|callto|sms):\/*[^\s<>()]+/gi;
const MAILTO = /\bmailto:[^\s<>()]+/gi;
const TEL = /\btel:[^\s<>()]+/gi;
const EMAIL = /(?<![\w.%+-])[\w.%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}\b/g;

const open = String.raw`[\(\[\{<]`;
const close = String.raw`[\)\]\}>]`;
/** "@", "(at)", "[at]", "{at}", "<at>": an "at" nobody writes in a sentence. */
const STRONG_AT = String.raw`(?:\s*@\s*|\s*${open}\s*at\s*${close}\s*)`;
const WORD_AT = String.raw`\s+at\s+`;
const WORD_DOT = String.raw`(?:\s*${open}\s*dot\s*${close}\s*|\s+dot\s+)`;
const ANY_DOT = String.raw`(?:${WORD_DOT}|\.)`;
const LABEL = '[A-Za-z0-9-]{1,63}';
/** Where a word starts: a pattern tried from inside a long word would cost the square of its length. */
const WORD_START = String.raw`(?<![\w.%+-])`;
/** "name (at) domain.com", "name [at] domain [dot] com", "name@domain dot com". */
const STRONG_OBFUSCATED_EMAIL = new RegExp(
  String.raw`${WORD_START}[\w.%+-]{1,64}${STRONG_AT}${LABEL}(?:${ANY_DOT}${LABEL}){0,8}${ANY_DOT}[A-Za-z]{2,24}\b`,
  'gi',
);
/** "name at domain dot com": the plain word "at" counts only with a written "dot" ("look at vue.js" is a sentence). */
const WORD_OBFUSCATED_EMAIL = new RegExp(
  String.raw`${WORD_START}[\w.%+-]{1,64}${WORD_AT}${LABEL}(?:${ANY_DOT}${LABEL}){0,8}${WORD_DOT}[A-Za-z]{2,24}\b`,
  'gi',
);
const URL = /\b(?:https?:\/\/|www\.)[^\s<>()]+/gi;
const BARE_DOMAIN = new RegExp(
  String.raw`(?<![\w@.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,8}(?:${TLDS})\b(?![.-]?\w)(?:\/[^\s<>()]*)?`,
  'g',
);
const WRITTEN_DOMAIN = new RegExp(String.raw`${WORD_START}${LABEL}${WORD_DOT}(?:${TLDS})\b`, 'gi');
/** "@name" not inside an address and not an npm scope ("@types/node"). */
const HANDLE = /(?<![\w.@/])@[A-Za-z][A-Za-z0-9_.]{2,31}(?![\w/@])/g;
/**
 * A run of digits with what people put between the digits of a phone number; no line breaks, and no sentence's end (a
 * dot before a space: 'version 0.0. 10.100 next' is two numbers, not one phone number).
 */
const PHONE_RUN = /(?<![\w.,/:])\+?[(]?\d(?:[\d \t\u00a0()-]|\.(?!\s)){4,40}\d(?![\w/:])(?![.,]\d)/g;

const DATES = [
  /\b\d{4}[-./]\d{1,2}[-./]\d{1,2}\b/g,
  /\b\d{1,2}[-./]\d{1,2}[-./](?:\d{4}|\d{2})\b/g,
  /\b(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}\b/g,
];
const CURRENCY_BEFORE = /(?:[$€£₽¥]|\b(?:usd|eur|gbp|rub|chf|pln|uah)\.?)\s*$/i;
const UNIT_AFTER =
  /^\s*(?:[$€£₽¥%]|(?:usd|eur|gbp|rub|chf|pln|uah|k|m|hours?|hrs?|h|days?|weeks?|months?|years?|min(?:utes)?|people|persons?|candidates?|rows?|users?|requests?|ms|mb|gb|kb)\b)/i;

const digitsIn = (s: string): number => s.replace(/\D/g, '').length;

/** Whether a run of digits is a phone number, and not a date, a version, an amount or a range of years. */
const isPhone = (run: string, before: string, after: string): boolean => {
  const all = digitsIn(run);
  if (all < 7 || all > 15) return false;
  // Dotted groups of at most three digits: a version or an address (1.2.3, 10.0.0.1).
  if (/^\d{1,3}(?:\.\d{1,3})+$/.test(run)) return false;
  if (CURRENCY_BEFORE.test(before) || UNIT_AFTER.test(after)) return false;
  const withoutDates = DATES.reduce((rest, date) => rest.replace(date, ' '), run);
  return digitsIn(withoutDates) >= 7;
};

type Found = { readonly kind: MaskKind; readonly start: number; readonly end: number };

const trimTrailingPunctuation = (match: string): string => match.replace(/[.,;:!?'"]+$/, '');

const findAll = (text: string, pattern: RegExp, kind: MaskKind, keep: (m: string) => boolean = () => true) => {
  const found: Found[] = [];
  for (const m of text.matchAll(pattern)) {
    const matched = kind === 'link' || kind === 'messenger' ? trimTrailingPunctuation(m[0]) : m[0];
    if (matched.length === 0 || !keep(matched)) continue;
    found.push({ kind, start: m.index, end: m.index + matched.length });
  }
  return found;
};

/** Replaces what one pass found, so the next passes never see it again. */
const replaceFound = (text: string, found: readonly Found[]): string => {
  let out = '';
  let at = 0;
  for (const f of [...found].sort((a, b) => a.start - b.start)) {
    if (f.start < at) continue;
    out += text.slice(at, f.start) + maskPlaceholder[f.kind];
    at = f.end;
  }
  return out + text.slice(at);
};

const hostOf = (link: string): string =>
  link
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .split(/[/?#:]/)[0]
    ?.toLowerCase() ?? '';

export type MaskOptions = {
  /** Hosts whose links stay (the platform's own address): a link elsewhere leads to a personal site. */
  readonly allowedHosts?: readonly string[];
};

/** Masks the contact details of a text; the same text masked again is unchanged. */
export const maskContacts = (text: string, options: MaskOptions = {}): MaskedText => {
  const allowed = (options.allowedHosts ?? []).map((h) => h.toLowerCase());
  const isAllowedLink = (link: string) => {
    const host = hostOf(link);
    return allowed.some((a) => host === a || host.endsWith(`.${a}`));
  };
  const kinds = new Set<MaskKind>();
  type Pass = readonly [RegExp, MaskKind, ((m: string) => boolean)?];
  const passes: readonly Pass[] = [
    [MESSENGER_LINK, 'messenger'],
    [MESSENGER_SCHEME, 'messenger'],
    [MAILTO, 'email'],
    [TEL, 'phone'],
    [EMAIL, 'email'],
    [STRONG_OBFUSCATED_EMAIL, 'email'],
    [WORD_OBFUSCATED_EMAIL, 'email'],
    [URL, 'link', (m) => !isAllowedLink(m)],
    [BARE_DOMAIN, 'link', (m) => !isAllowedLink(m)],
    [WRITTEN_DOMAIN, 'link'],
    [HANDLE, 'messenger'],
  ];
  let masked = passes.reduce((current, [pattern, kind, keep]) => {
    const found = findAll(current, pattern, kind, keep);
    if (found.length === 0) return current;
    kinds.add(kind);
    return replaceFound(current, found);
  }, text);
  const phones: Found[] = [];
  for (const m of masked.matchAll(PHONE_RUN)) {
    // A run ends on a digit; the brackets and spaces around it belong to the sentence.
    const run = m[0];
    const before = masked.slice(Math.max(0, m.index - 6), m.index);
    const after = masked.slice(m.index + run.length, m.index + run.length + 12);
    if (isPhone(run, before, after)) phones.push({ kind: 'phone', start: m.index, end: m.index + run.length });
  }
  if (phones.length > 0) {
    kinds.add('phone');
    masked = replaceFound(masked, phones);
  }
  return { text: masked, kinds: maskKinds.filter((k) => kinds.has(k)) };
};
