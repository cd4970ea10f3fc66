import type pg from 'pg';
import type { ClientRequestService } from '../../application/clientRequest/clientRequestService';
import type { IdentityStore } from '../../application/identity/identityPorts';
import { actorOf } from '../../application/identity/queries/authenticate';
import { addDays, isoDateOf } from '../../domain/shared/dates';

/** Three requests of the demo client, periods counted from the day the demo is seeded so they stay open for months. */
const demoRequests = [
  {
    title: 'Senior Java developers for a payments platform',
    description:
      'We are moving our card payments platform to microservices and need two senior Java developers for the core team.\n\nSpring Boot, PostgreSQL and Kafka; the team works in English, Central European time.',
    category: 'development',
    subcategory: 'backend',
    skills: ['Java', 'PostgreSQL'],
    grade: 'senior',
    count: 2,
    from: 30,
    to: 210,
    budget: 6500,
  },
  {
    title: 'React developer for a logistics dashboard',
    description:
      'A part-time React and TypeScript developer to build the dispatcher dashboard of our fleet platform with our designer.',
    category: 'development',
    subcategory: 'frontend',
    skills: ['React', 'TypeScript'],
    grade: 'middle',
    count: 1,
    from: 45,
    to: 180,
    budget: null,
  },
  {
    title: 'QA engineer for a mobile banking app',
    description: 'Manual and automated testing of our iOS and Android banking app before the autumn release.',
    category: 'qa',
    subcategory: null,
    skills: ['Python'],
    grade: 'middle',
    count: 1,
    from: 60,
    to: 240,
    budget: 4000,
  },
] as const;

/**
 * The demo client's published requests and one response of the demo agency, made once through the use cases (the
 * client sends, the manager publishes, the agency proposes two of its published specialists), so each has a true history.
 */
export const seedDemoClientRequests = async (
  pool: pg.Pool,
  identity: IdentityStore,
  clientRequest: ClientRequestService,
): Promise<number> => {
  const [clientUser, managerUser, agencyUser] = await Promise.all(
    ['client@demo.test', 'manager@demo.test', 'agency@demo.test'].map((email) => identity.findUserByEmail(email)),
  );
  if (!clientUser || !managerUser || !agencyUser) return 0;
  if ((await pool.query('select 1 from client_requests where client_id = $1 limit 1', [clientUser.companyId])).rowCount)
    return 0;

  const categories = new Map(
    (
      await pool.query<{ id: string; slug: string }>(`select id, slug from categories where kind = 'specialist'`)
    ).rows.map((r) => [r.slug, r.id]),
  );
  const skills = new Map(
    (
      await pool.query<{ id: string; title: string }>('select id, lower(title) as title from key_skills where approved')
    ).rows.map((r) => [r.title, r.id]),
  );
  const client = actorOf(clientUser, 'demo-seed', null);
  const manager = actorOf(managerUser, 'demo-seed', null);
  const agency = actorOf(agencyUser, 'demo-seed', null);
  const must = <T>(result: { isErr(): boolean; _unsafeUnwrap(): T; _unsafeUnwrapErr(): unknown }): T => {
    if (result.isErr()) throw new Error(`demo client request refused: ${JSON.stringify(result._unsafeUnwrapErr())}`);
    return result._unsafeUnwrap();
  };
  const today = isoDateOf(new Date());
  const ids: string[] = [];
  for (const demo of demoRequests) {
    const content = {
      title: demo.title,
      description: demo.description,
      categoryIds: [categories.get(demo.category)].filter(Boolean),
      subcategoryIds: demo.subcategory ? [categories.get(demo.subcategory)].filter(Boolean) : [],
      keySkillIds: demo.skills.map((s) => skills.get(s.toLowerCase())).filter(Boolean),
      grade: demo.grade,
      specialistsCount: demo.count,
      periodFrom: addDays(today, demo.from),
      periodTo: addDays(today, demo.to),
      workFormat: demo.title.startsWith('React') ? 'part-time' : 'full-time',
      budgetPerHourCents: demo.budget,
    };
    const sent = must(await clientRequest.sendToModeration(client, { content }));
    must(await clientRequest.publishRequest(manager, { requestId: sent.requestId }));
    ids.push(sent.requestId);
  }
  const cards = (
    await pool.query<{ id: string }>(
      'select id from catalog_cards where agency_id = $1 order by published_at, id limit 2',
      [agencyUser.companyId],
    )
  ).rows.map((r) => r.id);
  if (cards.length > 0 && ids[0]) {
    must(
      await clientRequest.respond(agency, {
        requestId: ids[0],
        specialistIds: cards,
        comment: 'Both have led payment migrations to microservices and can start on the first day of the period.',
      }),
    );
  }
  return ids.length;
};
