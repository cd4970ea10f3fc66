import { randomBytes, randomUUID } from 'node:crypto';
import type { TestApp } from '../../../support/testApp';
import type { AccessObject, CompanyKey } from '../accessWorld';

/** The members of each team the matrix made, so an update can name them again. */
export const teamMembers = new Map<string, readonly string[]>();

type Makers = {
  readonly app: TestApp;
  readonly partner: Record<CompanyKey, string>;
  readonly admin: string;
  readonly agencyId: Record<CompanyKey, string>;
  readonly cardContent: (surname: string) => Promise<Record<string, unknown>>;
};

/**
 * Ten random letters: team names and surnames the matrix makes by the dozen must not collide (six letters of a-f did,
 * now and then: 'The agency already has a team with this name').
 */
const letters = () => Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

const ok = (response: { status: number; body: any }, what: string) => {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
};

/** A published card of the agency, made by the agency and published by the manager. */
const publishedCard = async (m: Makers, company: CompanyKey): Promise<string> => {
  const content = await m.cardContent(`Team${letters()}`);
  const { specialistId } = ok(
    await m.app.api.post('/api/specialist/send-to-publish', { content }, { token: m.partner[company] }),
    'team card',
  );
  ok(await m.app.api.post('/admin/api/specialist/publish', { specialistId }, { token: m.admin }), 'publish team card');
  return specialistId as string;
};

/** A new team of two fresh published cards of the agency, through the real use case. */
export const freshTeam = async (m: Makers, company: CompanyKey): Promise<AccessObject> => {
  const specialists = [await publishedCard(m, company), await publishedCard(m, company)];
  const team = ok(
    await m.app.api.post(
      '/api/team/create',
      { name: `Team ${company} ${letters()}`, specialists },
      { token: m.partner[company] },
    ),
    'team',
  );
  teamMembers.set(team.id, specialists);
  return { key: `team.${company}`, kind: 'team', id: team.id, company, owner: m.agencyId[company], state: 'current' };
};

/** A team of each agency, and an id that is no team. */
export const buildTeamObjects = async (m: Makers): Promise<AccessObject[]> => [
  await freshTeam(m, 'A'),
  await freshTeam(m, 'B'),
  { key: 'team.missing', kind: 'team', id: randomUUID(), company: null, owner: null, state: 'missing' },
];
