import type pg from 'pg';
import sharp from 'sharp';
import type { ContentService } from '../../application/content/contentService';
import type { FilesService } from '../../application/files/filesService';
import type { IdentityStore } from '../../application/identity/identityPorts';
import { actorOf } from '../../application/identity/queries/authenticate';
import type { Actor } from '../../application/shared/actor';
import type { ArticleType, ProjectType } from '../../domain/content/articles';
import { bulletList, heading, paragraph, type ContentBlock, type Inline } from '../../domain/content/blocks';

/**
 * The demo blog: hiring guides, rate trends, remote team practice and platform news, written by the demo manager
 * through the same use cases as the article editor (images uploaded as `content-image` files, then the article
 * created), so the manager's list, the public blog, the suggested specialists and the feeds have something real.
 */

/* ---- Images: covers and figures drawn as SVG and rendered to PNG by sharp ---- */

type Palette = { readonly from: string; readonly to: string; readonly light: string };
const palettes = {
  indigo: { from: '#364fc7', to: '#7048e8', light: '#dbe4ff' },
  teal: { from: '#0b7285', to: '#0ca678', light: '#c3fae8' },
  sunset: { from: '#e8590c', to: '#c2255c', light: '#ffe8cc' },
  ocean: { from: '#1864ab', to: '#1098ad', light: '#d0ebff' },
  slate: { from: '#212529', to: '#3b5bdb', light: '#e9ecef' },
  forest: { from: '#2b8a3e', to: '#0c8599', light: '#d3f9d8' },
  grape: { from: '#862e9c', to: '#d6336c', light: '#f3d9fa' },
} as const satisfies Record<string, Palette>;
type PaletteName = keyof typeof palettes;

/** What a cover shows, chosen to fit the topic: profile cards (hiring), steps (rates), a globe (remote), waves, rings. */
type Motif = 'cards' | 'steps' | 'globe' | 'waves' | 'rings';
type Cover = { readonly palette: PaletteName; readonly motif: Motif };

const motifShapes = (motif: Motif, p: Palette): string => {
  const white = (opacity: number) => `fill="#ffffff" fill-opacity="${opacity}"`;
  switch (motif) {
    case 'cards': {
      // Three specialist cards, fanned out: an avatar, a name line, two skill pills.
      const card = (x: number, y: number, rotate: number, opacity: number) => `
        <g transform="translate(${x} ${y}) rotate(${rotate})">
          <rect width="300" height="190" rx="22" ${white(opacity)}/>
          <circle cx="62" cy="66" r="34" fill="${p.light}"/>
          <rect x="114" y="46" width="150" height="16" rx="8" fill="${p.from}" fill-opacity="0.55"/>
          <rect x="114" y="74" width="104" height="12" rx="6" fill="${p.from}" fill-opacity="0.3"/>
          <rect x="28" y="128" width="76" height="30" rx="15" fill="${p.light}"/>
          <rect x="114" y="128" width="96" height="30" rx="15" fill="${p.light}"/>
          <rect x="220" y="128" width="52" height="30" rx="15" fill="${p.light}"/>
        </g>`;
      return `
        <circle cx="1040" cy="90" r="220" ${white(0.08)}/>
        <circle cx="140" cy="600" r="260" ${white(0.06)}/>
        ${card(560, 250, -10, 0.55)}${card(690, 170, 4, 0.75)}${card(820, 260, 14, 0.95)}`;
    }
    case 'steps': {
      // Rising columns, as a rate that climbs quarter after quarter.
      const heights = [150, 190, 210, 260, 300, 350];
      const columns = heights
        .map(
          (h, i) =>
            `<rect x="${600 + i * 92}" y="${560 - h}" width="64" height="${h}" rx="12" ${white(0.25 + i * 0.12)}/>`,
        )
        .join('');
      return `
        <circle cx="200" cy="120" r="180" ${white(0.07)}/>
        <path d="M560 560 L1140 560" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/>
        ${columns}
        <path d="M632 390 C 720 360, 800 350, 900 300 S 1060 190, 1120 170" fill="none" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>
        <circle cx="1120" cy="170" r="14" fill="${p.light}"/>`;
    }
    case 'globe': {
      // A globe with meridians and a few connected points: one team across time zones.
      const meridians = [60, 120, 180]
        .map(
          (rx) =>
            `<ellipse cx="860" cy="315" rx="${rx}" ry="220" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`,
        )
        .join('');
      const parallels = [-110, 0, 110]
        .map(
          (dy) =>
            `<ellipse cx="860" cy="${315 + dy}" rx="${dy === 0 ? 220 : 190}" ry="${dy === 0 ? 40 : 30}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>`,
        )
        .join('');
      const points: [number, number][] = [
        [730, 230],
        [905, 180],
        [990, 340],
        [800, 420],
        [880, 300],
      ];
      return `
        <circle cx="860" cy="315" r="220" ${white(0.12)}/>
        ${meridians}${parallels}
        <path d="M730 230 L905 180 L990 340 L800 420 Z M730 230 L880 300 L990 340" fill="none" stroke="${p.light}" stroke-width="4" stroke-opacity="0.9"/>
        ${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="${p.light}"/><circle cx="${x}" cy="${y}" r="24" fill="none" stroke="${p.light}" stroke-opacity="0.5" stroke-width="3"/>`).join('')}
        <circle cx="160" cy="520" r="200" ${white(0.06)}/>`;
    }
    case 'waves': {
      const wave = (y: number, amplitude: number, opacity: number) =>
        `<path d="M0 ${y} C 200 ${y - amplitude}, 400 ${y + amplitude}, 600 ${y} S 1000 ${y - amplitude}, 1200 ${y} L1200 630 L0 630 Z" ${white(opacity)}/>`;
      return `
        <circle cx="980" cy="150" r="90" ${white(0.18)}/>
        <circle cx="980" cy="150" r="150" ${white(0.07)}/>
        ${wave(360, 70, 0.1)}${wave(430, 60, 0.14)}${wave(500, 50, 0.2)}`;
    }
    case 'rings': {
      const rings = [70, 130, 190, 250, 310]
        .map(
          (r, i) =>
            `<circle cx="900" cy="330" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${0.45 - i * 0.07}" stroke-width="${18 - i * 3}"/>`,
        )
        .join('');
      return `
        ${rings}
        <circle cx="900" cy="330" r="36" fill="${p.light}"/>
        <rect x="120" y="420" width="260" height="22" rx="11" ${white(0.18)}/>
        <rect x="120" y="462" width="180" height="22" rx="11" ${white(0.12)}/>`;
    }
    default: {
      const _exhaustive: never = motif;
      return _exhaustive;
    }
  }
};

/** A 1200 x 630 design (the Open Graph size), cropped to the size asked for. */
const coverSvg = ({ palette, motif }: Cover, width: number, height: number): string => {
  const p = palettes[palette];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
      <radialGradient id="glow" cx="0.15" cy="0.1" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1200" height="630" fill="url(#bg)"/>
    <rect width="1200" height="630" fill="url(#glow)"/>
    ${motifShapes(motif, p)}
  </svg>`;
};

/** A chart without words (the caption carries the numbers): columns of the values on light ground. */
const columnsSvg = (values: readonly number[], paletteName: PaletteName): string => {
  const p = palettes[paletteName];
  const max = Math.max(...values);
  const slot = 1040 / values.length;
  const columns = values
    .map((v, i) => {
      const h = Math.round((v / max) * 420);
      return `<rect x="${80 + i * slot + slot * 0.2}" y="${520 - h}" width="${slot * 0.6}" height="${h}" rx="10" fill="url(#col)"/>`;
    })
    .join('');
  const grid = [0.25, 0.5, 0.75, 1]
    .map(
      (f) =>
        `<path d="M60 ${520 - f * 420} L1140 ${520 - f * 420}" stroke="${p.from}" stroke-opacity="0.12" stroke-width="2"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
    <defs><linearGradient id="col" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.to}"/><stop offset="1" stop-color="${p.from}"/></linearGradient></defs>
    <rect width="1200" height="600" fill="${p.light}" fill-opacity="0.45"/>
    <rect width="1200" height="600" fill="#ffffff" fill-opacity="0.5"/>
    ${grid}
    <path d="M60 520 L1140 520" stroke="${p.from}" stroke-opacity="0.5" stroke-width="3"/>
    ${columns}
  </svg>`;
};

const pngOf = async (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

export const demoCoverPng = (cover: Cover, width: number, height: number): Promise<Buffer> =>
  pngOf(coverSvg(cover, width, height));
export const demoColumnsPng = (values: readonly number[], palette: PaletteName): Promise<Buffer> =>
  pngOf(columnsSvg(values, palette));

/* ---- The articles ---- */

const text = (value: string, marks: { bold?: boolean; italic?: boolean } = {}): Inline => ({
  type: 'text',
  text: value,
  ...marks,
});
/** A paragraph that opens with a bold lead-in. */
const lead = (bold: string, rest: string): ContentBlock => ({
  type: 'paragraph',
  content: [text(bold, { bold: true }), text(` ${rest}`)],
});
const numberedList = (...items: string[]): ContentBlock => ({
  type: 'numberedList',
  items: items.map((item) => [text(item)]),
});
const quote = (value: string): ContentBlock => ({ type: 'quote', content: [text(value)] });

/** Where an uploaded illustration goes in the text. */
type Figure = {
  readonly figure: { readonly values: readonly number[]; readonly palette: PaletteName } | Cover;
  readonly alt: string;
  readonly caption: string;
};
type Block = ContentBlock | Figure;
const isFigure = (block: Block): block is Figure => 'figure' in block;

type DemoArticle = {
  readonly type: ArticleType;
  readonly title: string;
  readonly description: string;
  /** Days before the seed; a negative number schedules the article that many days ahead. */
  readonly daysAgo: number;
  readonly tags: readonly string[];
  /** Slugs of specialist subcategories: the article suggests their specialists. */
  readonly subCategories: readonly string[];
  readonly projectTypes: readonly ProjectType[];
  readonly offerDemo?: boolean;
  readonly cover: Cover;
  readonly content: readonly Block[];
};

export const demoArticles: readonly DemoArticle[] = [
  {
    type: 'news',
    title: 'The marketplace blog is open',
    description:
      'Hiring guides, rate notes from the catalogue and platform news, every two weeks: what to expect here and how to suggest a topic.',
    daysAgo: 172,
    tags: ['Platform news'],
    subCategories: [],
    projectTypes: [],
    cover: { palette: 'indigo', motif: 'rings' },
    content: [
      paragraph(
        'Every week we answer the same questions from clients and partner agencies: how much a senior engineer costs now, how to run an interview that tells you something, how to keep a distributed team from drifting apart. From today the answers live here, where everyone can read them.',
      ),
      heading(2, 'What we will publish'),
      bulletList(
        'Hiring guides: what to put in a request, how to compare candidates, how to interview and onboard an augmented specialist.',
        'Rate notes: what specialists in the catalogue cost, by role and grade, and how that changes from quarter to quarter.',
        'Team practice: what works for teams spread over three or more time zones, from the agencies and clients who run them.',
        'Platform news: new features, changes to the rules, and what they mean for your account.',
      ),
      heading(2, 'Where the numbers come from'),
      paragraph(
        'Rates and availability figures come from the published cards in our catalogue, never from a single agency or a survey. We round them and say how many cards a figure rests on, so you can judge how much weight it carries.',
      ),
      lead(
        'Suggest a topic.',
        'If there is a hiring question you would like us to take apart, write to your personal manager or use the feedback form: the best questions become articles.',
      ),
    ],
  },
  {
    type: 'blog',
    title: 'How to hire a senior backend developer through staff augmentation',
    description:
      'A checklist from the first request to the first merged pull request: the brief, the shortlist, the interview and the first two weeks.',
    daysAgo: 158,
    tags: ['Hiring guide', 'Staff augmentation'],
    subCategories: ['backend'],
    projectTypes: ['staff-augmentation'],
    cover: { palette: 'ocean', motif: 'cards' },
    content: [
      paragraph(
        'Staff augmentation works best when the specialist joins a team that already knows what it is building. You keep the backlog, the code review and the architecture decisions; the agency keeps the employment, the payroll and the replacement if something goes wrong. The hiring part is yours, and it is shorter than a permanent hire if you prepare it well.',
      ),
      heading(2, 'Before you search'),
      numberedList(
        'Write down the two or three things the developer must own in the first month (a service, an integration, a migration), not a list of every technology in your stack.',
        'Decide the grade honestly. A senior owns a service end to end and needs no supervision on design; if you will review every decision, a strong middle is cheaper and happier.',
        'Fix the overlap you need: at least four working hours shared with the team lead is the usual minimum for a backend role.',
        'Know your start date and the period. Cards in the catalogue show when each specialist is free, and the cart reserves them for the dates you choose.',
      ),
      lead(
        'Read the projects before the skills.',
        "A card that lists fifteen technologies tells you less than one project described with the load, the team size and what the person changed. Check the languages and the level of English if the team works in it every day, and the verified mark, which means a platform manager has reviewed the card against the agency's documents.",
      ),
      heading(2, 'The interview'),
      bulletList(
        'Ask them to walk through a service they built: the data model, what broke in production and how they found out.',
        'Give a small design problem from your own domain and listen for questions about volume, consistency and failure, not for the name of a framework.',
        'Keep live coding short, or skip it for seniors: a review of a real pull request from your repository shows more in twenty minutes.',
      ),
      heading(2, 'The first two weeks'),
      paragraph(
        'Have access ready on day one: repository, tickets, staging, the on-call channel. Pair them with one engineer for the first week and give them a small, real change to ship by Friday. Most failed engagements we see did not fail on skills; they failed on a week lost waiting for accounts and context.',
      ),
    ],
  },
  {
    type: 'blog',
    title: 'Contractor rates this year: what changed in the catalogue',
    description:
      'Senior hourly rates rose about eight percent over four quarters, led by DevOps and data engineering; junior rates barely moved. The numbers and what they mean for your budget.',
    daysAgo: 131,
    tags: ['Rates', 'Market trends'],
    subCategories: ['backend', 'frontend', 'data-engineering'],
    projectTypes: ['staff-augmentation', 'dedicated-team'],
    cover: { palette: 'teal', motif: 'steps' },
    content: [
      paragraph(
        "We looked at the hourly rates of every card published in the catalogue over the last four quarters, as clients see them: the agency's rate with the platform's fee, before VAT. The median senior rate moved from $74 to $80 an hour: about eight percent in a year, after inflation of about three.",
      ),
      {
        figure: { values: [74, 76, 78, 80], palette: 'teal' },
        alt: 'Column chart: the median hourly rate of senior specialists rising over four quarters.',
        caption: 'Median hourly rate of senior specialists in the catalogue, four quarters: $74, $76, $78, $80.',
      },
      heading(2, 'Where rates rose most'),
      bulletList(
        'DevOps and cloud infrastructure: up about 11 percent. Every migration to managed Kubernetes and every compliance audit competes for the same people.',
        'Data engineering: up about 10 percent, pulled by teams that put machine-learning features into production and need pipelines that do not break.',
        'Backend (Java, Go, .NET): up about 7 percent, close to the market as a whole.',
        'Frontend and mobile: up 4 to 5 percent; supply is wider, and React and Flutter specialists are the easiest to find.',
      ),
      heading(2, 'Where they did not'),
      paragraph(
        'Junior rates were flat. Demand for juniors in augmentation is thin, because a client paying by the hour wants someone productive in the first week; agencies keep their juniors on internal projects. Manual QA rates also stayed where they were, while automation engineers moved with the backend.',
      ),
      heading(2, 'What to do with this'),
      bulletList(
        'Budget for the grade you need, not the one you hope for: a senior at $80 who ships alone is usually cheaper per feature than two middles at $57 who need a reviewer.',
        'Book early for DevOps and data roles: the best-rated cards in those subcategories are often reserved two to four weeks ahead, and the cart shows the first free date before you request an interview.',
      ),
    ],
  },
  {
    type: 'blog',
    title: 'Remote team practices that survive five time zones',
    description:
      'Shared hours, written decisions and a weekly demo: the habits of distributed teams that keep augmented specialists productive and part of the team.',
    daysAgo: 117,
    tags: ['Remote teams', 'Team management'],
    subCategories: ['project-management', 'engineering-management'],
    projectTypes: ['dedicated-team', 'staff-augmentation'],
    cover: { palette: 'forest', motif: 'globe' },
    content: [
      paragraph(
        'A team with people in Lisbon, Warsaw, Yerevan and Dubai is normal on this platform. The teams that work well across that spread do not rely on being online at the same time; they rely on a few habits that make the time they do share count.',
      ),
      heading(2, 'Protect the overlap'),
      paragraph(
        'Agree on three or four hours that everyone shares and keep meetings inside them. Outside the overlap nobody waits for an answer: a question that blocks work goes into the ticket with enough context to be answered asynchronously, and the asker moves to something else.',
      ),
      heading(2, 'Write decisions down'),
      bulletList(
        "Every decision that changes an interface, a schedule or a priority gets two or three sentences in the ticket or the team's decision log, with the reason.",
        'Design discussions start as a short document with a deadline for comments, not as a call.',
        'Meeting notes say who does what by when; if a meeting produced no such line, it probably could have been a message.',
      ),
      lead(
        'Make work visible.',
        "A weekly demo of twenty minutes, where each person shows what actually runs, does more for trust than daily status calls. It also lets augmented specialists be seen by the client's managers as members of the team, not as hours on an invoice.",
      ),
      quote(
        'We stopped asking what people did yesterday and started asking what they can show on Thursday. The stand-up got shorter and the questions got better.',
      ),
      lead(
        'Include the specialist in the team, not just the work.',
        'Invite augmented people to the retrospective and the team chat from the first day, and give them a named contact for everything that is not code. The agency handles contracts and equipment; the feeling of belonging to a team is something only the client can give.',
      ),
    ],
  },
  {
    type: 'blog',
    title: 'Writing a request that finds the right specialist in a week',
    description:
      'The five lines that make a client request easy to answer: the outcome, the grade, the overlap, the dates and one honest sentence about the codebase.',
    daysAgo: 96,
    tags: ['Hiring guide', 'Client requests'],
    subCategories: ['business-analysis'],
    projectTypes: ['staff-augmentation', 'project-outsourcing'],
    cover: { palette: 'sunset', motif: 'waves' },
    content: [
      paragraph(
        'Agencies answer dozens of requests a week. The ones that get good candidates quickly are not the longest; they are the ones where a recruiter can tell in a minute whether they have the right person.',
      ),
      heading(2, 'The five lines'),
      numberedList(
        'The outcome: what should exist or work when the engagement ends. "Move billing from the monolith to its own service" beats "Java developer needed".',
        'The grade and why: senior because they will design alone, middle because a lead reviews every change.',
        'The overlap: the hours and time zone the person must share with the team.',
        'The dates: the start, the period and whether it is full-time or part-time.',
        'One honest sentence about the codebase: its age, its tests, its biggest known problem.',
      ),
      heading(2, 'What to leave out'),
      paragraph(
        "Long lists of nice-to-have technologies push away good candidates who miss one of them and attract those who list everything. Salary expectations are not needed either: the catalogue shows each specialist's rate, and agencies answer with cards whose rates you can compare.",
      ),
      heading(2, 'After you publish'),
      paragraph(
        "Answer the agencies' questions within a day and close the request when you have found someone. A request that stays open for a month after the position is filled costs every agency that keeps answering it time, and they remember.",
      ),
    ],
  },
  {
    type: 'blog',
    title: 'Interviewing a contractor in 45 minutes: a structure that works',
    description:
      'Ten minutes of their past work, twenty of your problem, ten of their questions and five to agree next steps: an interview plan for augmented frontend and backend roles.',
    daysAgo: 82,
    tags: ['Interviews', 'Hiring guide'],
    subCategories: ['frontend', 'fullstack'],
    projectTypes: ['staff-augmentation', 'contract-to-hire'],
    cover: { palette: 'grape', motif: 'cards' },
    content: [
      paragraph(
        'An interview for an augmented role has a different question than a permanent hire: not "will this person grow with us for five years" but "will this person be productive in our codebase within two weeks". That fits in 45 minutes if you plan them.',
      ),
      heading(2, 'The plan'),
      bulletList(
        'Minutes 0 to 10: their last project. What they built, with whom, what they would do differently. Listen for "I" and "we" in the right places.',
        'Minutes 10 to 30: your problem. Share a real screen or component from your product and ask how they would change it, test it and ship it.',
        'Minutes 30 to 40: their questions. Good candidates ask about the release process, the tests and who decides priorities.',
        'Minutes 40 to 45: next steps and dates, so nobody waits a week for an answer.',
      ),
      heading(2, 'For frontend roles'),
      paragraph(
        'Ask about the last accessibility or performance problem they fixed and how they measured it. Someone who has chased a layout shift or made a form usable with a keyboard will tell you a specific story; someone who has not will talk about frameworks.',
      ),
      heading(2, 'Score right after the call'),
      paragraph(
        'Write the scores while the call is fresh: two or three criteria agreed before the interview, each from one to four, with one sentence of evidence. Comparing three candidates from notes written a day later mostly compares who was most pleasant.',
      ),
      lead(
        'Book the slot through the platform.',
        'Interview requests from the cart reach the agency with the dates you offer, and the specialist stays reserved for you while you decide.',
      ),
    ],
  },
  {
    type: 'blog',
    title: 'Onboarding an augmented developer: the first ten days',
    description:
      'A day-by-day plan that gets an external specialist from accounts to a shipped change in under two weeks, and the checklist we give clients before day one.',
    daysAgo: 68,
    tags: ['Onboarding', 'Remote teams'],
    subCategories: ['backend', 'mobile'],
    projectTypes: ['staff-augmentation', 'dedicated-team'],
    cover: { palette: 'slate', motif: 'waves' },
    content: [
      paragraph(
        'The first ten days decide how the whole engagement goes. A specialist who ships something small in the first week gets trusted with more; one who spends the week waiting for access starts the engagement behind and often stays there.',
      ),
      heading(2, 'Before day one'),
      bulletList(
        'Accounts: repository, tickets, chat, e-mail if needed, VPN and staging, requested a week ahead.',
        'A written one-page map of the system: services, where they run, who owns what.',
        'A buddy from the team with an hour a day blocked for the first week.',
        'Two or three small, real tickets that touch the code they will own later.',
      ),
      {
        figure: { palette: 'slate', motif: 'steps' },
        alt: 'Illustration: rising columns, as the steps of an onboarding plan.',
        caption:
          'Small steps early: most augmented specialists ship their first change within a week when access is ready on day one.',
      },
      heading(2, 'Days one to ten'),
      numberedList(
        'Day 1: set-up, the system map walkthrough with the buddy, running the project locally.',
        'Days 2 and 3: the first small ticket, reviewed the same day.',
        'Days 4 and 5: ship it to production and join the weekly demo.',
        'Days 6 to 10: a larger ticket in the area they will own, with a short design note before the code.',
      ),
      heading(2, 'Check in at day ten'),
      paragraph(
        "A 20-minute conversation between the team lead, the specialist and, if useful, the agency's account manager: what slowed them down, what is unclear, what they need. It is much cheaper to fix a mismatch at day ten than at the end of the first month.",
      ),
    ],
  },
  {
    type: 'blog',
    title: 'DevOps engineers: what to ask for and what it costs',
    description:
      'Platform, pipeline or reliability work are three different jobs. How to tell which one you need, what to ask in the interview, and the rates to expect.',
    daysAgo: 54,
    tags: ['Rates', 'DevOps', 'Hiring guide'],
    subCategories: ['cloud-infrastructure', 'ci-cd', 'sre'],
    projectTypes: ['staff-augmentation'],
    offerDemo: true,
    cover: { palette: 'ocean', motif: 'rings' },
    content: [
      paragraph(
        '"DevOps engineer" covers at least three different jobs. Requests that name the job, not the title, get better candidates and fewer surprises in the first month.',
      ),
      heading(2, 'Three jobs under one title'),
      lead(
        'Cloud infrastructure.',
        'Networks, accounts, Kubernetes clusters and managed databases, written as Terraform or Pulumi. Ask for a design of a staging environment that costs less than production.',
      ),
      lead(
        'CI/CD.',
        'Builds, tests and deployments that developers trust. Ask how they would cut a 40-minute pipeline in half and how they would roll back a bad release.',
      ),
      lead(
        'Site reliability.',
        'Monitoring, alerts, incident response and capacity. Ask about the last incident they led and what changed afterwards.',
      ),
      heading(2, 'Rates to expect'),
      bulletList(
        'Middle DevOps engineers in the catalogue: $55 to $70 an hour.',
        'Seniors: $75 to $95, with SRE and security-minded profiles at the top.',
        'Leads who can own the platform and mentor: $100 and above, and rarely free at short notice.',
      ),
      lead(
        'Part-time is often enough.',
        'Many product teams do not need a full-time DevOps engineer after the platform is set up. A senior for three months full-time, then 20 hours a week for upkeep, costs far less than a permanent hire and keeps the knowledge in one head. Cards show whether a specialist works part-time and how many hours a week.',
      ),
    ],
  },
  {
    type: 'blog',
    title: 'Dedicated team or staff augmentation: how to choose',
    description:
      'Who owns the backlog, the delivery and the risk in each model, with the three questions that usually decide it.',
    daysAgo: 39,
    tags: ['Engagement models', 'Staff augmentation'],
    subCategories: [],
    projectTypes: ['dedicated-team', 'staff-augmentation', 'project-outsourcing'],
    offerDemo: true,
    cover: { palette: 'indigo', motif: 'globe' },
    content: [
      paragraph(
        'Both models bring people from a partner agency into your product. The difference is who manages the work day to day, and that decides almost everything else.',
      ),
      {
        type: 'table',
        header: true,
        rows: [
          [[text('Question')], [text('Staff augmentation')], [text('Dedicated team')]],
          [[text('Who runs the backlog')], [text('You')], [text("Together; the team's lead plans sprints")]],
          [[text('Who manages people')], [text('Your team lead')], [text("The agency's lead or delivery manager")]],
          [[text('Typical size')], [text('One to three specialists')], [text('Four to twelve, with QA and a lead')]],
          [
            [text('Best for')],
            [text('Filling a gap in a working team')],
            [text('A new product or a separate stream of work')],
          ],
        ],
      },
      heading(2, 'Three questions'),
      numberedList(
        'Do you have someone with the time to lead more people? If not, augmentation adds work to an already busy lead.',
        'Is the work a part of your product or a stream that could run on its own? A mobile app next to your web product often fits a dedicated team.',
        'How long will it last? Below four months, augmentation is simpler; a team needs a few weeks to find its rhythm.',
      ),
      heading(2, 'You can change later'),
      paragraph(
        "Many clients start with two augmented developers and grow them into a dedicated team with a lead and a tester once the scope is clear. The catalogue's teams are agencies' existing teams that already work together, which shortens that step.",
      ),
    ],
  },
  {
    type: 'news',
    title: 'Client requests are live: describe a need, let agencies respond',
    description:
      'Clients can now publish a request with the role, the dates and the work format; partner agencies answer with matching specialists from their catalogue.',
    daysAgo: 26,
    tags: ['Platform news', 'Client requests'],
    subCategories: [],
    projectTypes: ['staff-augmentation'],
    cover: { palette: 'sunset', motif: 'cards' },
    content: [
      paragraph(
        'Until now clients found specialists by searching the catalogue. From today a client can also describe what they need and let the agencies come to them.',
      ),
      heading(2, 'How it works'),
      numberedList(
        'In the personal area, under My requests, write the role, the skills, the period and the work format.',
        'A platform manager checks the request and publishes it, usually within a working day.',
        'Partner agencies see it among the public client requests and answer with the specialists or teams they propose.',
        "You compare the answers and add the specialists you like to your request list, with the request's dates.",
      ),
      heading(2, 'For agencies'),
      paragraph(
        "Agencies answer from the cards and teams already published in the catalogue, so a response takes a minute, and the client sees the same verified information as in the catalogue. The client's company is e-mailed at the first response.",
      ),
      lead(
        'Requests expire.',
        'A request closes itself when its start date passes, so the list agencies see stays current.',
      ),
    ],
  },
  {
    type: 'news',
    title: 'Contracts are now signed online',
    description:
      'Client agreements, partnership agreements and NDAs are signed from an e-mailed link and sealed by the platform: no printing, no scanning.',
    daysAgo: 15,
    tags: ['Platform news', 'Contracts'],
    subCategories: [],
    projectTypes: [],
    cover: { palette: 'teal', motif: 'rings' },
    content: [
      paragraph(
        "Signing a contract used to be the slowest step between a good interview and a specialist's first day. From this week it takes minutes.",
      ),
      heading(2, 'What changes'),
      bulletList(
        'Your account manager prepares the contract and sends it; the signer named in it receives a single-use link by e-mail.',
        'The signer reads the PDF, types their name and signs. No account is needed to sign.',
        'The platform countersigns and seals the document; any PDF reader shows the seal as valid.',
        'The signed contract appears in the personal area under Documents, with the history of who signed when.',
      ),
      heading(2, 'Agencies can request an NDA themselves'),
      paragraph(
        'Partner agencies can request a non-disclosure agreement from the Documents page; it arrives for signature the same way. Client contracts are still prepared by the personal manager, who agrees the terms with you first.',
      ),
    ],
  },
  {
    type: 'blog',
    title: 'Hiring QA automation engineers: signals of a strong candidate',
    description:
      'Test design before tools, flaky tests treated as bugs, and a pipeline mindset: what separates automation engineers who raise quality from those who write scripts.',
    daysAgo: 8,
    tags: ['Hiring guide', 'QA'],
    subCategories: ['automation-testing'],
    projectTypes: ['staff-augmentation', 'dedicated-team'],
    cover: { palette: 'grape', motif: 'steps' },
    content: [
      paragraph(
        'Automation engineers are among the most requested roles in the catalogue after backend developers. They are also the role where a good and a mediocre hire look most alike on paper: both list Playwright, Cypress, Selenium and a CI tool.',
      ),
      heading(2, 'Signals worth looking for'),
      bulletList(
        'They talk about what to test before how: risk, the paths users take most, what broke last release.',
        'They treat a flaky test as a bug with a cause, not as something to rerun.',
        'They keep most checks below the user interface, at the API and component level, and few but meaningful end-to-end tests.',
        "They can read the application's code and propose testability changes to the developers.",
      ),
      heading(2, 'A practical exercise'),
      paragraph(
        'Give them a page of your product and a list of three recent bugs. Ask which tests would have caught each bug, at which level, and how long they would take to run. Thirty minutes of that conversation says more than a take-home test suite.',
      ),
      heading(2, 'Grade and rates'),
      paragraph(
        'Senior automation engineers in the catalogue are priced close to backend developers of the same grade, $72 to $88 an hour; manual testers cost noticeably less. A senior who builds the framework and the pipeline, then hands everyday test writing to a middle, is a common and cost-effective pairing.',
      ),
    ],
  },
  {
    type: 'news',
    title: 'Quarterly rate report: what specialists cost this quarter',
    description:
      'Median hourly rates by role and grade from the published cards of the catalogue, with the change from last quarter.',
    daysAgo: -12,
    tags: ['Rates', 'Market trends', 'Platform news'],
    subCategories: ['backend', 'cloud-infrastructure', 'data-engineering'],
    projectTypes: ['staff-augmentation'],
    cover: { palette: 'forest', motif: 'steps' },
    content: [
      paragraph(
        "Our quarterly look at catalogue rates: the median hourly rate by role and grade, as clients see it, with the platform's fee and before VAT.",
      ),
      {
        type: 'table',
        header: true,
        rows: [
          [[text('Role')], [text('Middle')], [text('Senior')], [text('Change, senior')]],
          [[text('Backend')], [text('$57')], [text('$80')], [text('+2%')]],
          [[text('Frontend')], [text('$53')], [text('$76')], [text('+1%')]],
          [[text('DevOps')], [text('$61')], [text('$88')], [text('+3%')]],
          [[text('Data engineering')], [text('$59')], [text('$86')], [text('+3%')]],
          [[text('QA automation')], [text('$50')], [text('$74')], [text('+2%')]],
        ],
      },
      heading(2, 'What stands out'),
      paragraph(
        'DevOps and data engineering keep leading the increase. Frontend rates are almost flat, and the number of free frontend specialists grew, so clients with flexible start dates have the most choice there.',
      ),
      paragraph(
        'Figures rest on the cards published at the end of the quarter; roles with fewer than twenty cards are left out.',
      ),
    ],
  },
];

/* ---- Seeding ---- */

const DAY_MS = 86_400_000;

/** Morning of the day `daysAgo` before now (spread over the morning by position), in UTC. */
const publicationOf = (now: Date, daysAgo: number, position: number): Date => {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(8 + (position % 3), (position * 17) % 60, 0, 0);
  return day;
};

/**
 * The demo blog, once: skipped when any article exists. Images are uploaded as the manager through the files
 * service (`content-image`), then each article is created through the article use case. Answers how many.
 */
export const seedDemoArticles = async (
  pool: pg.Pool,
  identity: IdentityStore,
  content: ContentService,
  files: FilesService,
): Promise<number> => {
  const existing = await pool.query('select 1 from articles limit 1');
  if (existing.rowCount) return 0;
  const managerUser = await identity.findUserByEmail('manager@demo.test');
  if (!managerUser) return 0;
  const manager: Actor = actorOf(managerUser, 'demo-seed', null);
  const subcategories = new Map(
    (
      await pool.query<{ id: string; slug: string }>(
        `select id, slug from categories where kind = 'specialist' and parent_id is not null`,
      )
    ).rows.map((r) => [r.slug, r.id]),
  );
  const upload = async (name: string, bytes: Buffer): Promise<string> => {
    const stored = await files.upload(manager, { purpose: 'content-image' }, { originalName: name, bytes });
    if (stored.isErr()) throw new Error(`demo article image refused: ${JSON.stringify(stored.error)}`);
    return stored.value.id;
  };
  const now = content.now();
  let created = 0;
  for (const [i, article] of demoArticles.entries()) {
    const key = `article-${i + 1}`;
    const preview = await upload(`${key}-cover.png`, await demoCoverPng(article.cover, 1200, 630));
    const previewSmall = await upload(`${key}-cover-small.png`, await demoCoverPng(article.cover, 640, 360));
    const blocks: ContentBlock[] = [];
    for (const [b, block] of article.content.entries()) {
      if (!isFigure(block)) {
        blocks.push(block);
        continue;
      }
      const png =
        'values' in block.figure
          ? await demoColumnsPng(block.figure.values, block.figure.palette)
          : await demoCoverPng(block.figure, 1200, 630);
      blocks.push({
        type: 'image',
        fileId: await upload(`${key}-figure-${b}.png`, png),
        alt: block.alt,
        caption: block.caption,
      });
    }
    const saved = await content.createArticle(manager, {
      type: article.type,
      title: article.title,
      description: article.description,
      content: blocks,
      preview,
      previewSmall,
      tags: [...article.tags],
      offerDemo: article.offerDemo ?? false,
      subCategories: article.subCategories
        .map((slug) => subcategories.get(slug))
        .filter((id): id is string => id !== undefined),
      projectTypes: [...article.projectTypes],
      isActive: true,
      publishedAt: publicationOf(now, article.daysAgo, i).toISOString(),
    });
    if (saved.isErr()) throw new Error(`demo article "${article.title}" refused: ${JSON.stringify(saved.error)}`);
    created++;
  }
  return created;
};
