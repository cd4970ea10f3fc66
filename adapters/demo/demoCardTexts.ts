import { faker } from '@faker-js/faker/locale/en';

/**
 * Plain English for the demo cards, varied by the kind of work, so public pages and link previews read like a real
 * marketplace (no placeholder Latin). Picks use faker's seeded generator, so a fresh start makes the same cards.
 */
type Area =
  'frontend' | 'backend' | 'mobile' | 'data' | 'devops' | 'qa' | 'design' | 'management' | 'analysis' | 'general';

const areaOf = (specialization: string): Area => {
  const t = specialization.toLowerCase();
  if (/front|react|angular|vue|web/.test(t)) return 'frontend';
  if (/ios|android|mobile|flutter|react native/.test(t)) return 'mobile';
  if (/data|machine|ml|ai|scien|bi\b|analytics engineer/.test(t)) return 'data';
  if (/devops|sre|cloud|infra|platform|admin|security/.test(t)) return 'devops';
  if (/qa|test|quality/.test(t)) return 'qa';
  if (/design|ux|ui/.test(t)) return 'design';
  if (/manager|owner|scrum|lead|cto|head/.test(t)) return 'management';
  if (/analyst/.test(t)) return 'analysis';
  if (/develop|engineer|programmer|architect/.test(t)) return 'backend';
  return 'general';
};

const strengths: Record<Area, string[]> = {
  frontend: [
    'builds fast, accessible interfaces that stay maintainable as the product grows',
    'turns design systems into reusable components and keeps bundle sizes in check',
    'cares about Core Web Vitals, keyboard use and clear error states',
  ],
  backend: [
    'designs APIs and data models that hold up under real traffic',
    'has moved monoliths to well-bounded services without stopping the business',
    'writes code with tests first and keeps on-call quiet',
  ],
  mobile: [
    'ships apps with smooth offline behaviour and careful release management',
    'has taken apps from the first build to hundreds of thousands of installs',
    'works closely with designers on gestures, animation and accessibility',
  ],
  data: [
    'turns messy operational data into reliable pipelines and dashboards people trust',
    'has put models into production with monitoring for drift and data quality',
    'explains findings to business owners in plain words',
  ],
  devops: [
    'automates infrastructure as code and keeps deployments boring',
    'has cut cloud bills while improving uptime and recovery times',
    'sets up monitoring, alerting and incident reviews that teams actually use',
  ],
  qa: [
    'builds test automation that catches regressions before release',
    'plans risk-based testing for releases under tight deadlines',
    'works with developers to make products testable from the start',
  ],
  design: [
    'runs research with real users and turns it into clear flows',
    'maintains design systems shared by product and engineering',
    'designs for accessibility and for small screens first',
  ],
  management: [
    'keeps distributed teams delivering on a predictable cadence',
    'aligns stakeholders on scope, budget and priorities',
    'has led delivery of fixed-scope and long-running product engagements',
  ],
  analysis: [
    'translates business goals into requirements developers can build from',
    'models processes and data flows, and writes acceptance criteria that settle arguments',
    'bridges client stakeholders and the delivery team',
  ],
  general: [
    'delivers reliably in cross-functional teams',
    'communicates clearly with clients and colleagues',
    'takes ownership of results from kickoff to handover',
  ],
};

const workStyles = [
  "Comfortable working in the client's time zone for at least four hours a day.",
  "Used to working directly with the client's product owner in two-week sprints.",
  'Has worked with teams in Europe and the Middle East, remotely and on site.',
  'Prefers long engagements where they can own a part of the product.',
  'Joins quickly: onboarding into a new codebase usually takes under a week.',
];

const projectStories: Record<string, string> = {
  'Payments gateway':
    'A card and bank-transfer gateway for online shops, processing several thousand payments a day with PCI DSS compliance.',
  'Logistics tracking platform':
    'Real-time shipment tracking for a regional carrier, with live maps for dispatchers and notifications for customers.',
  'Telemedicine app': 'Video consultations, prescriptions and appointment booking for a network of private clinics.',
  'B2B marketplace':
    'A marketplace connecting wholesale suppliers with retail chains, with catalogues, quotes and invoicing.',
  'Core banking migration':
    'Moving accounts and transactions of a mid-sized bank from a legacy core to a modern platform without downtime.',
  'Loyalty programme': 'Points, tiers and personalised offers for a retail chain with over a million members.',
  'Fleet telematics': 'Vehicle tracking, fuel analytics and driver scoring for a fleet of delivery vans.',
  'Insurance claims portal':
    'Online claims submission and handling for a car insurer, cutting processing time from weeks to days.',
  'Smart metering analytics': 'Collecting and analysing readings from smart electricity meters for a utility company.',
  'E-learning platform': 'Courses, live classes and progress tracking for a corporate training provider.',
  'Ticketing system': 'Online ticket sales and gate control for concerts and sports events.',
  'Warehouse automation': 'Order picking, stock control and integration with conveyor robots for a fulfilment centre.',
  'Real-estate CRM': 'Leads, viewings and deal pipeline for a network of real-estate agencies.',
  'Mobile banking app': 'Accounts, cards, transfers and budgeting in a mobile app for retail banking customers.',
  'Retail recommendation engine':
    'Personalised product recommendations for an online retailer, improving conversion on product pages.',
};

const duties: Record<Area, string[]> = {
  frontend: [
    'Built the customer-facing screens and the shared component library.',
    'Introduced end-to-end tests and cut page load time by a third.',
  ],
  backend: [
    'Designed the service APIs and the database schema.',
    'Set up event-driven integration with partner systems and improved throughput.',
  ],
  mobile: [
    'Developed the iOS and Android apps and the release pipeline.',
    'Implemented offline mode and push notifications.',
  ],
  data: [
    'Built the data pipelines and the reporting warehouse.',
    'Trained and deployed the forecasting models, with monitoring.',
  ],
  devops: [
    'Moved the infrastructure to code and set up CI/CD.',
    'Introduced monitoring and on-call, reducing incidents noticeably.',
  ],
  qa: [
    'Wrote the automated regression suite and the release checklist.',
    'Led testing of integrations with external partners.',
  ],
  design: ['Ran user interviews and usability tests.', 'Designed the main flows and maintained the design system.'],
  management: [
    "Planned releases and reported progress to the client's management.",
    'Led a team of eight across three time zones.',
  ],
  analysis: [
    'Gathered requirements and wrote user stories with acceptance criteria.',
    'Modelled the business processes and data flows.',
  ],
  general: [
    'Worked in a cross-functional team from discovery to launch.',
    'Took part in planning, reviews and handover to support.',
  ],
};

export const cardDescription = (specialization: string, years: number, skills: readonly string[]): string => {
  const area = areaOf(specialization);
  const stack = skills.slice(0, 4).join(', ');
  const strength = faker.helpers.arrayElement(strengths[area]);
  return `${specialization} with ${years}+ years of commercial experience${stack ? ` in ${stack}` : ''}. ${strength[0]!.toUpperCase()}${strength.slice(1)}. ${faker.helpers.arrayElement(workStyles)}`;
};

export const projectDescription = (projectName: string): string =>
  projectStories[projectName] ?? 'A product for a growing company, delivered by a small cross-functional team.';

export const projectDuties = (specialization: string): string => duties[areaOf(specialization)].join(' ');
