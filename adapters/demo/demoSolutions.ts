import type pg from 'pg';
import { actorOf } from '../../application/identity/queries/authenticate';
import type { IdentityStore } from '../../application/identity/identityPorts';
import type { FilesService } from '../../application/files/filesService';
import type { SolutionService } from '../../application/solution/solutionService';
import { encodePng } from '../files/pngEncoder';

/**
 * Seven published solutions of the demo agency, made once through the same use cases the editor and the manager use
 * (logo and screenshot uploads, send to review, publish), so each has a true history. Logos and screenshots are drawn here.
 */
type Rgb = readonly [number, number, number];

const palettes: readonly { primary: Rgb; accent: Rgb; light: Rgb }[] = [
  { primary: [37, 99, 235], accent: [14, 165, 233], light: [219, 234, 254] },
  { primary: [5, 150, 105], accent: [52, 211, 153], light: [209, 250, 229] },
  { primary: [217, 119, 6], accent: [251, 191, 36], light: [254, 243, 199] },
  { primary: [124, 58, 237], accent: [167, 139, 250], light: [237, 233, 254] },
  { primary: [220, 38, 38], accent: [248, 113, 113], light: [254, 226, 226] },
  { primary: [15, 118, 110], accent: [45, 212, 191], light: [204, 251, 241] },
  { primary: [190, 24, 93], accent: [244, 114, 182], light: [252, 231, 243] },
];

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** A square logo (480 x 480, the size the editor recommends): a rounded tile with one of seven marks, anti-aliased. */
export const demoLogoPng = (index: number): Buffer => {
  const size = 480;
  const { primary, accent, light } = palettes[index % palettes.length]!;
  const rgb = new Uint8Array(size * size * 3);
  const c = size / 2;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - c;
      const dy = y + 0.5 - c;
      const r = Math.hypot(dx, dy);
      // Signed distance to the mark (negative inside), one shape per logo.
      const marks = [
        Math.abs(r - 120) - 36, // ring
        Math.max(Math.abs(dx), Math.abs(dy)) - 110, // square
        (Math.abs(dx) + Math.abs(dy)) / Math.SQRT2 - 100, // diamond
        Math.min(Math.hypot(dx + 60, dy) - 80, Math.hypot(dx - 60, dy) - 80), // two circles
        Math.max(Math.abs(dx) - 140, Math.abs(((((dy + 150) % 100) + 100) % 100) - 50) - 22, Math.abs(dy) - 150), // stacked bars
        Math.max(dy - 110, -dy * 0.5 + Math.abs(dx) * 0.866 - 70), // triangle
        Math.min(Math.max(Math.abs(dx) - 36, Math.abs(dy) - 140), Math.max(Math.abs(dx) - 140, Math.abs(dy) - 36)), // plus
      ];
      const mark = clamp01(0.5 - marks[index % marks.length]!);
      const background = mix(light, [255, 255, 255], y / size / 2);
      const ink = mix(primary, accent, (x + y) / (2 * size));
      rgb.set(mix(background, ink, mark), (y * size + x) * 3);
    }
  return encodePng(size, size, rgb);
};

/** A product screenshot placeholder (960 x 600): a top bar, a sidebar, four figures and a bar chart in the logo's colours. */
export const demoScreenshotPng = (index: number, variant: number): Buffer => {
  const width = 960;
  const height = 600;
  const { primary, accent, light } = palettes[index % palettes.length]!;
  const rgb = new Uint8Array(width * height * 3);
  const fill = (x0: number, y0: number, x1: number, y1: number, colour: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++)
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) rgb.set(colour, (y * width + x) * 3);
  };
  fill(0, 0, width, height, [246, 247, 249]);
  fill(0, 0, width, 56, primary);
  fill(0, 56, 200, height, [255, 255, 255]);
  for (let i = 0; i < 6; i++)
    fill(24, 88 + i * 44, 176 - (i % 3) * 24, 104 + i * 44, i === variant % 6 ? accent : [226, 230, 236]);
  for (let i = 0; i < 4; i++) {
    fill(224 + i * 180, 80, 384 + i * 180, 170, [255, 255, 255]);
    fill(240 + i * 180, 100, 300 + i * 180, 112, [200, 205, 214]);
    fill(240 + i * 180, 128, 260 + i * 180 + ((i * 37 + variant * 23) % 90), 150, i % 2 ? accent : primary);
  }
  fill(224, 194, 924, 576, [255, 255, 255]);
  for (let i = 0; i < 12; i++) {
    const h = 60 + ((i * 53 + variant * 31 + index * 17) % 260);
    fill(256 + i * 54, 552 - h, 290 + i * 54, 552, i % 3 === variant % 3 ? accent : mix(primary, light, (i % 4) / 6));
  }
  return encodePng(width, height, rgb);
};

const demoSolutions = [
  {
    title: 'FleetPilot CRM',
    slug: 'fleetpilot',
    categories: ['crm', 'logistics'],
    text: 'A CRM built for logistics and transport companies: accounts, deals, quotes and live fleet capacity in one place.\n\nSales teams see which trucks are free before they quote, dispatchers see what was promised. Integrates with common telematics providers and e-mail.',
  },
  {
    title: 'LedgerFlow ERP',
    slug: 'ledgerflow',
    categories: ['erp', 'fintech-and-payments'],
    text: 'A modular ERP for mid-sized manufacturers: purchasing, inventory, production planning and accounting on one ledger.\n\nStarts with the modules you need and grows with you; multi-currency and multi-entity from day one.',
  },
  {
    title: 'ShopForge Commerce',
    slug: 'shopforge',
    categories: ['e-commerce-platforms'],
    text: 'A headless e-commerce platform for brands selling B2B and B2C: catalogue, pricing rules, checkout and order management through one API.\n\nShips with a ready storefront and connectors to popular payment and delivery services.',
  },
  {
    title: 'HireLoop ATS',
    slug: 'hireloop',
    categories: ['hr-and-recruiting'],
    text: 'An applicant tracking system for growing teams: job posts, pipelines, interview scheduling and scorecards.\n\nCandidates apply in two clicks; hiring managers give feedback from their phone.',
  },
  {
    title: 'DocuVault',
    slug: 'docuvault',
    categories: ['document-management', 'cybersecurity'],
    text: 'Secure document management with versioning, approval workflows and retention rules.\n\nEvery file is encrypted at rest, every access is logged, and audits take minutes instead of weeks.',
  },
  {
    title: 'InsightBoard BI',
    slug: 'insightboard',
    categories: ['analytics-and-bi'],
    text: 'Self-service dashboards over your databases and SaaS tools, with no SQL needed for everyday questions.\n\nScheduled reports, alerts on thresholds and row-level permissions for every team.',
  },
  {
    title: 'SupportMate AI',
    slug: 'supportmate',
    categories: ['ai-and-chatbots', 'collaboration'],
    text: 'An AI assistant for customer support that answers from your knowledge base and hands over to a person when it should.\n\nWorks in chat, e-mail and messengers; learns from resolved tickets.',
  },
];

export const seedDemoSolutions = async (
  pool: pg.Pool,
  identity: IdentityStore,
  solution: SolutionService,
  files: FilesService,
): Promise<number> => {
  const agencyUser = await identity.findUserByEmail('agency@demo.test');
  const managerUser = await identity.findUserByEmail('manager@demo.test');
  if (!agencyUser || !managerUser) return 0;
  const existing = await pool.query('select 1 from solutions where agency_id = $1 limit 1', [agencyUser.companyId]);
  if (existing.rowCount) return 0;

  const categories = new Map(
    (
      await pool.query<{ id: string; slug: string }>(`select id, slug from categories where kind = 'solution'`)
    ).rows.map((r) => [r.slug, r.id]),
  );
  const agency = actorOf(agencyUser, 'demo-seed', null);
  const manager = actorOf(managerUser, 'demo-seed', null);
  const must = <T>(result: { isErr(): boolean; _unsafeUnwrap(): T; _unsafeUnwrapErr(): unknown }): T => {
    if (result.isErr()) throw new Error(`demo solution refused: ${JSON.stringify(result._unsafeUnwrapErr())}`);
    return result._unsafeUnwrap();
  };
  let created = 0;
  for (const [i, demo] of demoSolutions.entries()) {
    const logo = must(
      await files.upload(agency, { purpose: 'logo' }, { originalName: `${demo.slug}-logo.png`, bytes: demoLogoPng(i) }),
    );
    const screens = [];
    for (const variant of [0, 1])
      screens.push(
        must(
          await files.upload(
            agency,
            { purpose: 'screenshot' },
            { originalName: `${demo.slug}-screen-${variant + 1}.png`, bytes: demoScreenshotPng(i, variant) },
          ),
        ).id,
      );
    const content = {
      title: demo.title,
      link: `https://${demo.slug}.example.com`,
      categories: demo.categories.map((slug) => categories.get(slug)).filter((id): id is string => Boolean(id)),
      description: demo.text,
      contactEmail: `sales@${demo.slug}.example.com`,
      logoId: logo.id,
      screenshotIds: screens,
      videoLinks: [],
    };
    const sent = must(await solution.sendToReview(agency, { content }));
    must(await solution.publish(manager, { solutionId: sent.solutionId }));
    created++;
  }
  return created;
};
