import type { AppServices } from '../services';

/** What a shared link shows: the tab title, the search snippet and the Open Graph preview. */
export type PageMeta = {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly image?: string;
  readonly type?: 'website' | 'profile' | 'article';
  /** The page does not exist: answer 404 with the app, so crawlers drop the link. */
  readonly missing?: boolean;
};

export const SITE_NAME = 'IT Marketplace';
const DEFAULT_DESCRIPTION = 'B2B marketplace for hiring IT specialists and IT solutions';
const MAX_DESCRIPTION = 200;

const specialists = (n: number) => `${n} IT specialist${n === 1 ? '' : 's'}`;

const clip = (text: string, max = MAX_DESCRIPTION) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const SPECIALIST_PATH = /^\/specialist\/([0-9a-f-]{36})\/?$/i;

/** Meta of the public pages a visitor shares; null for every other path (the app's defaults stay). */
export const publicMetaOf = async (services: AppServices, appUrl: string, path: string): Promise<PageMeta | null> => {
  const url = `${appUrl}${path}`;
  const published = async () => {
    const counts = await services.catalog.counts();
    return counts.isOk() ? counts.value.total : 0;
  };
  if (path === '/' || path === '') {
    const total = await published();
    return {
      title: `${SITE_NAME}: hire IT specialists and IT solutions`,
      description: `${specialists(total)} from partner agencies, checked by the platform and ready for your projects. Find, book for a period and interview.`,
      url,
    };
  }
  if (path === '/staff' || path === '/staff/') {
    const total = await published();
    return {
      title: `Specialist catalogue · ${SITE_NAME}`,
      description: `${specialists(total)} by category, skills, grade, price and availability.`,
      url,
    };
  }
  const specialist = SPECIALIST_PATH.exec(path);
  if (specialist) {
    const card = await services.catalog.info(null, { id: specialist[1] });
    if (card.isErr())
      return { title: `Specialist not found · ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, url, missing: true };
    const c = card.value;
    const name = `${c.name} ${c.surnameInitial}`.trim();
    const headline = [c.grade, c.specialization].filter(Boolean).join(' ');
    const price = `$${Math.round(c.price.catalogPriceCents / 100)}/h`;
    const facts = [headline, c.keySkills.slice(0, 6).join(', '), c.city, price].filter(Boolean).join(' · ');
    return {
      title: `${name}, ${c.specialization} · ${SITE_NAME}`,
      description: clip(`${facts}. ${c.description}`),
      url,
      type: 'profile',
      ...(c.photoUrl ? { image: c.photoUrl.startsWith('http') ? c.photoUrl : `${appUrl}${c.photoUrl}` } : {}),
    };
  }
  return contentMetaOf(services, appUrl, path, url);
};

const ARTICLE_PATH = /^\/blog\/([^/?#]+)\/?$/;
const INFO_PATHS: Readonly<Record<string, 'about' | 'partnership' | 'cookie-policy' | 'privacy-policy' | 'faq'>> = {
  '/about': 'about',
  '/partnership': 'partnership',
  '/cookie-policy': 'cookie-policy',
  '/privacy-policy': 'privacy-policy',
  '/faq': 'faq',
};

/** The blog, its articles (a missing, inactive or scheduled one answers 404), the information pages and the terms. */
const contentMetaOf = async (
  services: AppServices,
  appUrl: string,
  path: string,
  url: string,
): Promise<PageMeta | null> => {
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (clean === '/blog')
    return {
      title: `Blog and news · ${SITE_NAME}`,
      description:
        'Hiring guides, rate trends and news of the marketplace for companies that hire IT specialists and for partner agencies.',
      url,
    };
  if (clean === '/terms-and-conditions')
    return {
      title: `Terms and conditions · ${SITE_NAME}`,
      description: 'The terms of use of the marketplace for client companies and partner agencies.',
      url,
    };
  if (clean === '/feedback')
    return { title: `Feedback · ${SITE_NAME}`, description: 'Write to the managers of the marketplace.', url };
  const info = INFO_PATHS[clean];
  if (info) {
    const page = await services.content.getInfoPage(null, { slug: info });
    return page.isOk()
      ? {
          title: `${page.value.title} · ${SITE_NAME}`,
          description: clip(page.value.description || DEFAULT_DESCRIPTION),
          url,
        }
      : null;
  }
  const article = ARTICLE_PATH.exec(clean);
  if (article) {
    let slug: string;
    try {
      slug = decodeURIComponent(article[1] ?? '');
    } catch {
      slug = '';
    }
    const found = await services.content.getPublicArticle(null, { slug });
    if (found.isErr())
      return { title: `Article not found · ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, url, missing: true };
    const a = found.value;
    const image = a.preview ?? a.previewSmall;
    return {
      title: `${a.title} · ${SITE_NAME}`,
      description: clip(a.description || a.title),
      url,
      type: 'article',
      ...(image ? { image: `${appUrl}${image}` } : {}),
    };
  }
  return null;
};

/** The app's index.html with the page's title, description and Open Graph tags in place of the defaults. */
export const withMeta = (indexHtml: string, meta: PageMeta): string => {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary' : 'summary_large_image'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ].join('\n    ');
  // Replacer functions: agency text such as "$&" or "$'" must land as written, never as a replacement pattern.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${tags}\n  </head>`);
};
